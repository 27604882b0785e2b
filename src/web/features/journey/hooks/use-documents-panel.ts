import { useCallback, useState } from 'react';
import { useMediaWidth } from '../../../lib/use-media-width.ts';

const STORAGE_KEY = 'ideaforge.documents-panel';

function storedOpen(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) !== 'closed';
  } catch {
    return true;
  }
}

/**
 * Whether the document panel is shown. On desktops it stays as the person left it (open by default, remembered);
 * on tablets and phones it is a sheet, closed until asked for.
 */
export function useDocumentsPanel(): [boolean, (open: boolean) => void] {
  const width = useMediaWidth();
  const [desktopOpen, setDesktopOpen] = useState(storedOpen);
  const [sheetOpen, setSheetOpen] = useState(false);
  const setOpen = useCallback(
    (open: boolean) => {
      if (width !== 'desktop') {
        setSheetOpen(open);
        return;
      }
      setDesktopOpen(open);
      try {
        window.localStorage.setItem(STORAGE_KEY, open ? 'open' : 'closed');
      } catch {
        // Private mode: it is simply not remembered.
      }
    },
    [width],
  );
  return [width === 'desktop' ? desktopOpen : sheetOpen, setOpen];
}
