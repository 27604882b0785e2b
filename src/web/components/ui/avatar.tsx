import { useState } from 'react';
import { cn } from '../../lib/cn.ts';

/** Up to two initials of a display name, ignoring an anonymous name's "#XXXX" tag. */
export function initialsOf(name: string): string {
  const words = name.split('#')[0]?.trim().split(/\s+/).filter(Boolean) ?? [];
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return (
    letters
      .map((word) => word?.[0] ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}

/** A round picture (the OAuth avatar) or, without one, the name's initials on a tinted disc. */
export function Avatar({
  name,
  image,
  className,
}: {
  name: string;
  image?: string | null;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  return (
    <span
      data-slot="avatar"
      className={cn(
        'inline-flex size-8 shrink-0 select-none items-center justify-center overflow-hidden rounded-full bg-gradient-to-br from-brand-from to-brand-to font-semibold text-white text-xs',
        className,
      )}
      aria-hidden="true"
    >
      {image && !broken ? (
        <img
          src={image}
          alt=""
          className="size-full object-cover"
          referrerPolicy="no-referrer"
          onError={() => setBroken(true)}
        />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
}
