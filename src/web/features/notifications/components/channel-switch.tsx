import { cn } from '../../../lib/cn.ts';

/** An on/off switch (role="switch"): Space or Enter toggles it, like a checkbox. */
export function ChannelSwitch(props: { label: string; checked: boolean; onChange(checked: boolean): void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={props.checked}
      aria-label={props.label}
      onClick={() => props.onChange(!props.checked)}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
        props.checked ? 'bg-primary' : 'bg-input dark:bg-muted',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'pointer-events-none block size-5 rounded-full bg-background shadow-sm ring-0 transition-transform',
          props.checked ? 'translate-x-5' : 'translate-x-0',
        )}
      />
    </button>
  );
}
