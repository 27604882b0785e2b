import { useId } from 'react';
import { cn } from '../lib/cn.ts';

/** The Ideaforge mark (an anvil and a spark), the same drawing as public/favicon.svg. */
export function LogoMark({ className }: { className?: string }) {
  const gradient = useId();
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f59e0b" />
          <stop offset="1" stopColor="#c2410c" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="15" fill={`url(#${gradient})`} />
      <path
        fill="#fff"
        d="M9 27h37v6h-6c-2 3-4 4-6 4.5V42h6v7H18v-7h6v-4.5c-4-.7-6.5-2.5-7.8-4.5H15c-3.3 0-5.6-2.4-6-6z"
      />
      <path fill="#fff" d="M47 9l2.1 5.4L54.5 16.5l-5.4 2.1L47 24l-2.1-5.4-5.4-2.1 5.4-2.1z" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold text-lg tracking-tight', className)}>
      <LogoMark />
      <span>Ideaforge</span>
    </span>
  );
}
