import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDownIcon } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { ChatMessage } from '../lib/reply-state.ts';
import { MessageItem } from './message-item.tsx';

/** Closer than this to the bottom counts as "at the bottom": new text keeps the view pinned there. */
const STICK_THRESHOLD_PX = 96;

interface MessageListProps {
  messages: readonly ChatMessage[];
  busy: boolean;
  onRetry: (key: string) => void;
  onRegenerate: () => void;
  onSuggestion: (text: string) => void;
  footer?: ReactNode;
}

/**
 * The conversation, virtualised (@tanstack/react-virtual) so a chat of 1,000 messages mounts only what is on
 * screen. It follows a streaming reply down unless the user has scrolled up to read; then a button brings them back.
 */
export function MessageList({
  messages,
  busy,
  onRetry,
  onRegenerate,
  onSuggestion,
  footer,
}: MessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const [atBottom, setAtBottom] = useState(true);

  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (messages[index]?.isUser ? 72 : 180),
    overscan: 6,
    getItemKey: (index) => {
      const message = messages[index];
      return message ? (message.key ?? message.id) : index;
    },
  });

  const scrollToBottom = useCallback(() => {
    const element = scrollRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, []);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    const near = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_THRESHOLD_PX;
    stick.current = near;
    setAtBottom(near);
  };

  const totalSize = virtualizer.getTotalSize();
  const last = messages.at(-1);
  // Follow new messages and growing text while pinned; measuring may grow the list after the first paint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run whenever the content or its size changes
  useLayoutEffect(() => {
    if (stick.current) scrollToBottom();
  }, [totalSize, messages.length, last?.content, scrollToBottom]);

  // Whatever else grows the content (late measurements, fonts, a wrapping code block) keeps a pinned view pinned.
  const contentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const content = contentRef.current;
    if (!content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (stick.current) scrollToBottom();
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, [scrollToBottom]);

  // Sending a message always brings the view down to it.
  const lastIsUser = last?.isUser === true;
  useEffect(() => {
    if (lastIsUser) {
      stick.current = true;
      scrollToBottom();
    }
  }, [lastIsUser, scrollToBottom]);

  const items = virtualizer.getVirtualItems();
  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scrollRef}
        onScroll={onScroll}
        className="h-full overflow-y-auto overscroll-contain [scrollbar-gutter:stable]"
        role="log"
        aria-label="Conversation"
        aria-live="off"
      >
        <div ref={contentRef} className="mx-auto w-full max-w-3xl px-3 pt-6 pb-4 sm:px-6">
          <div className="relative w-full" style={{ height: totalSize }}>
            {items.map((item) => {
              const message = messages[item.index];
              if (!message) return null;
              return (
                <div
                  key={item.key}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  className="absolute top-0 left-0 w-full pb-6"
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  <MessageItem
                    message={message}
                    isLast={item.index === messages.length - 1}
                    busy={busy}
                    onRetry={onRetry}
                    onRegenerate={onRegenerate}
                    onSuggestion={onSuggestion}
                  />
                </div>
              );
            })}
          </div>
          {footer}
        </div>
      </div>
      {!atBottom ? (
        <Button
          variant="outline"
          size="sm"
          className="-translate-x-1/2 absolute bottom-3 left-1/2 rounded-full shadow-md"
          onClick={() => {
            // Instant, not smooth: a smooth scroll through unmeasured rows would stop short of the end.
            stick.current = true;
            virtualizer.scrollToIndex(messages.length - 1, { align: 'end' });
            requestAnimationFrame(() => scrollToBottom());
          }}
        >
          <ArrowDownIcon />
          Jump to latest
        </Button>
      ) : null}
    </div>
  );
}
