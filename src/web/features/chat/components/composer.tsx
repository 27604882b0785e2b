import { ArrowUpIcon, SquareIcon } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type Ref, useId, useLayoutEffect, useRef } from 'react';
import { MESSAGE_MAX_LENGTH } from '../../../../domain/constants.ts';
import { errorMessage } from '../../../../domain/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';

/** The counter appears once the text reaches this share of the limit. */
const COUNTER_FROM = Math.floor(MESSAGE_MAX_LENGTH * 0.8);
const MAX_HEIGHT_PX = 220;

interface ComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onStop: () => void;
  streaming: boolean;
  disabled?: boolean;
  error?: string | null;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** The message box: Enter sends, Shift+Enter starts a new line, the 10000-character limit shows as it nears. */
export function Composer({
  value,
  onChange,
  onSend,
  onStop,
  streaming,
  disabled,
  error,
  textareaRef,
}: ComposerProps) {
  const localRef = useRef<HTMLTextAreaElement | null>(null);
  const id = useId();
  const counterId = useId();
  const length = value.trim().length;
  const tooLong = length > MESSAGE_MAX_LENGTH;
  const canSend = !disabled && !streaming && length > 0 && !tooLong;

  // Grow with the text up to a limit, then scroll inside.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the text changes
  useLayoutEffect(() => {
    const element = localRef.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [value]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (canSend) onSend();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const limitText = tooLong ? errorMessage('MESSAGE_CONTENT_LENGTH', { length }) : null;
  const shownError = limitText ?? error ?? null;

  return (
    <form onSubmit={submit} className="mx-auto w-full max-w-3xl px-3 pb-3 sm:px-6 sm:pb-5">
      <div
        className={cn(
          'rounded-2xl border bg-card p-2 shadow-sm transition-shadow focus-within:border-ring/60 focus-within:shadow-md',
          shownError && 'border-destructive/60',
        )}
      >
        <label htmlFor={id} className="sr-only">
          Message
        </label>
        <textarea
          id={id}
          ref={(element) => {
            localRef.current = element;
            if (typeof textareaRef === 'function') textareaRef(element);
            else if (textareaRef) textareaRef.current = element;
          }}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          placeholder="Message the guide…"
          aria-describedby={length >= COUNTER_FROM || shownError ? counterId : undefined}
          aria-invalid={tooLong || undefined}
          className="block max-h-[220px] min-h-11 w-full resize-none bg-transparent px-2 py-2 text-base outline-none placeholder:text-muted-foreground md:text-sm"
        />
        <div className="flex items-center gap-2 px-1">
          <p className="hidden text-muted-foreground text-xs sm:block">
            <kbd className="font-mono">Enter</kbd> to send · <kbd className="font-mono">Shift</kbd>+
            <kbd className="font-mono">Enter</kbd> for a new line
          </p>
          {length >= COUNTER_FROM ? (
            <span
              className={cn(
                'ml-auto text-xs tabular-nums',
                tooLong ? 'font-medium text-destructive' : 'text-muted-foreground',
              )}
            >
              {length.toLocaleString('en-US')} / {MESSAGE_MAX_LENGTH.toLocaleString('en-US')}
            </span>
          ) : null}
          {streaming ? (
            <Button
              type="button"
              size="icon"
              variant="secondary"
              className={cn('size-9 rounded-full', length < COUNTER_FROM && 'ml-auto')}
              onClick={onStop}
              aria-label="Stop generating"
            >
              <SquareIcon className="fill-current" />
            </Button>
          ) : (
            <Button
              type="submit"
              size="icon"
              className={cn('size-9 rounded-full', length < COUNTER_FROM && 'ml-auto')}
              disabled={!canSend}
              aria-label="Send message"
            >
              <ArrowUpIcon />
            </Button>
          )}
        </div>
      </div>
      {shownError ? (
        <p id={counterId} role="alert" className="mt-2 px-2 text-destructive text-sm">
          {shownError}
        </p>
      ) : length >= COUNTER_FROM ? (
        <p id={counterId} className="sr-only">
          {MESSAGE_MAX_LENGTH - length} characters left
        </p>
      ) : null}
    </form>
  );
}
