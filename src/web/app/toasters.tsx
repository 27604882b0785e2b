import { useTheme } from 'next-themes';
import { Toaster } from 'sonner';
import {
  SINGLE_TOAST_DURATION_MS,
  SINGLE_TOAST_LIMIT,
  SINGLE_TOASTER_ID,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_OFFSET,
  TOAST_POSITION,
} from '../lib/toast.ts';

/** The two toasters of SPEC.md §2 (see lib/toast.ts), themed with the app. */
export function Toasters() {
  const { resolvedTheme } = useTheme();
  const theme = resolvedTheme === 'dark' ? 'dark' : 'light';
  return (
    <>
      <Toaster
        theme={theme}
        position={TOAST_POSITION}
        offset={TOAST_OFFSET}
        mobileOffset={TOAST_OFFSET}
        visibleToasts={TOAST_LIMIT}
        duration={TOAST_DURATION_MS}
        closeButton
      />
      <Toaster
        id={SINGLE_TOASTER_ID}
        theme={theme}
        position="bottom-right"
        visibleToasts={SINGLE_TOAST_LIMIT}
        duration={SINGLE_TOAST_DURATION_MS}
        closeButton
      />
    </>
  );
}
