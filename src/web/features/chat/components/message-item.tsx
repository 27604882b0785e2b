import {
  AlertCircleIcon,
  CheckIcon,
  CopyIcon,
  LoaderCircleIcon,
  RefreshCwIcon,
  RotateCcwIcon,
  SparklesIcon,
  WrenchIcon,
  XIcon,
} from 'lucide-react';
import { memo, useState } from 'react';
import { splitSuggestions } from '../../../../domain/chat-suggestions.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { copyText } from '../lib/copy-text.ts';
import { type ChatMessage, type ToolChip, toolLabel } from '../lib/reply-state.ts';
import { MessageMarkdown } from './markdown.tsx';

interface MessageItemProps {
  message: ChatMessage;
  isLast: boolean;
  busy: boolean;
  onRetry: (key: string) => void;
  onRegenerate: () => void;
  onSuggestion: (text: string) => void;
}

function ToolChips({ tools, processing }: { tools: readonly ToolChip[]; processing: boolean }) {
  return (
    <ul className="mb-2 flex flex-wrap gap-1.5" aria-label="Tools used">
      {tools.map((tool) => (
        <li
          key={tool.id}
          title={tool.error}
          className={cn(
            'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs',
            tool.status === 'failed'
              ? 'border-destructive/40 text-destructive'
              : 'border-border bg-muted/50 text-muted-foreground',
          )}
        >
          {tool.status === 'running' ? (
            <LoaderCircleIcon className="size-3 animate-spin" aria-hidden="true" />
          ) : tool.status === 'done' ? (
            <CheckIcon className="size-3 text-success" aria-hidden="true" />
          ) : (
            <XIcon className="size-3" aria-hidden="true" />
          )}
          <WrenchIcon className="size-3" aria-hidden="true" />
          {toolLabel(tool.name)}
          <span className="sr-only">
            {tool.status === 'running' ? ' (working)' : tool.status === 'done' ? ' (done)' : ' (failed)'}
          </span>
        </li>
      ))}
      {processing ? (
        <li className="inline-flex items-center gap-1 rounded-full border border-dashed px-2 py-0.5 text-muted-foreground text-xs">
          <LoaderCircleIcon className="size-3 animate-spin" aria-hidden="true" />
          Working on your documents…
        </li>
      ) : null}
    </ul>
  );
}

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="ghost"
      size="sm"
      className="h-7 px-2 text-muted-foreground"
      onClick={async () => {
        if (await copyText(text)) {
          setCopied(true);
          setTimeout(() => setCopied(false), 1500);
        }
      }}
      aria-label={copied ? 'Message copied' : 'Copy message'}
    >
      {copied ? <CheckIcon /> : <CopyIcon />}
      <span className="hidden sm:inline">{copied ? 'Copied' : 'Copy'}</span>
    </Button>
  );
}

function TypingDots() {
  return (
    <span className="inline-flex items-center gap-1 py-2" role="status" aria-label="The guide is writing">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="size-1.5 animate-bounce rounded-full bg-muted-foreground/60"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}

function UserMessage({ message, onRetry }: Pick<MessageItemProps, 'message' | 'onRetry'>) {
  const failed = message.status === 'failed';
  return (
    <div className="flex flex-col items-end gap-1" data-author="user">
      <div
        className={cn(
          'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-md bg-primary px-4 py-2.5 text-primary-foreground shadow-xs sm:max-w-[75%]',
          failed && 'bg-primary/70',
          message.status === 'sending' && 'opacity-90',
        )}
      >
        {message.content}
      </div>
      {failed ? (
        <div className="flex items-center gap-2 text-destructive text-sm" role="alert">
          <AlertCircleIcon className="size-4 shrink-0" aria-hidden="true" />
          <span>{message.error}</span>
          <Button
            variant="outline"
            size="sm"
            className="h-7"
            onClick={() => onRetry(message.key ?? message.id)}
          >
            <RotateCcwIcon />
            Retry
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function AssistantMessage({ message, isLast, busy, onRetry, onRegenerate, onSuggestion }: MessageItemProps) {
  const streaming = message.status === 'streaming' || message.status === 'generating';
  const { body, suggestions } = splitSuggestions(message.content);
  const settled = !streaming;
  return (
    <div className="flex gap-3" data-author="guide">
      <div
        aria-hidden="true"
        className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-from to-brand-to text-white shadow-xs"
      >
        <SparklesIcon className="size-4" />
      </div>
      <div className="min-w-0 flex-1">
        <span className="sr-only">Guide:</span>
        {message.tools?.length || message.processingTools ? (
          <ToolChips tools={message.tools ?? []} processing={Boolean(message.processingTools)} />
        ) : null}
        {body ? (
          <MessageMarkdown
            content={body}
            streaming={streaming}
            // A reply keeps its temporary id (= its key) until the server names it.
            messageId={message.key !== undefined && message.id === message.key ? null : message.id}
          />
        ) : streaming ? (
          <TypingDots />
        ) : null}
        {message.status === 'stopped' ? <p className="mt-1 text-muted-foreground text-xs">Stopped</p> : null}
        {message.status === 'failed' ? (
          <div className="mt-2 flex flex-wrap items-center gap-2 text-destructive text-sm" role="alert">
            <AlertCircleIcon className="size-4 shrink-0" aria-hidden="true" />
            <span>{message.error}</span>
            <Button
              variant="outline"
              size="sm"
              className="h-7"
              disabled={busy}
              onClick={() => onRetry(message.key ?? message.id)}
            >
              <RotateCcwIcon />
              Retry
            </Button>
          </div>
        ) : null}
        {message.saveError ? (
          <p className="mt-1 text-amber-700 text-xs dark:text-amber-400">
            This reply could not be saved: {message.saveError}
          </p>
        ) : null}
        {settled && isLast && suggestions.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Suggested answers">
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => onSuggestion(suggestion)}
                  className="rounded-full border border-primary/30 bg-primary/5 px-3 py-1.5 text-left text-sm transition-colors hover:border-primary/60 hover:bg-primary/10 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50"
                >
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {settled && body ? (
          <div className="mt-1 flex items-center gap-1">
            <CopyButton text={body} />
            {isLast && message.status !== 'failed' ? (
              <Button
                variant="ghost"
                size="sm"
                className="h-7 px-2 text-muted-foreground"
                disabled={busy}
                onClick={onRegenerate}
                aria-label="Regenerate reply"
              >
                <RefreshCwIcon />
                <span className="hidden sm:inline">Regenerate</span>
              </Button>
            ) : null}
            {isLast && message.status === 'saved' ? (
              <span className="ml-1 inline-flex items-center gap-1 text-muted-foreground text-xs">
                <CheckIcon className="size-3" aria-hidden="true" />
                Saved
              </span>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** One message of the conversation: the user's as a bubble, the guide's as Markdown with its tools and chips. */
export const MessageItem = memo(function MessageItem(props: MessageItemProps) {
  return props.message.isUser ? (
    <UserMessage message={props.message} onRetry={props.onRetry} />
  ) : (
    <AssistantMessage {...props} />
  );
});
