import { useSyncExternalStore } from 'react';
import { type MediaWidth, mediaWidthFor } from './breakpoints.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

function snapshot(): MediaWidth {
  return mediaWidthFor(window.innerWidth);
}

/** The current media width class, re-rendering only when the class changes (not on every resize pixel). */
export function useMediaWidth(): MediaWidth {
  return useSyncExternalStore(subscribe, snapshot, () => 'desktop');
}
