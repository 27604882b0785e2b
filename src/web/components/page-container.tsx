import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

/** The content column every page sits in: centred, max 72rem wide, padded on small screens. */
export function PageContainer({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8', className)} {...props} />;
}
