import { Provider, type TooltipProviderProps } from '@radix-ui/react-tooltip';

/** SPEC.md §2: tooltips open after 700 ms. Its own module so the app shell does not pull in the popper. */
export const TOOLTIP_DELAY_MS = 700;

export function TooltipProvider({ delayDuration = TOOLTIP_DELAY_MS, ...props }: TooltipProviderProps) {
  return <Provider delayDuration={delayDuration} {...props} />;
}
