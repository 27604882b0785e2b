import { useSyncExternalStore } from 'react';
import { type ViewportKind, viewportKind } from '../../domain/breakpoints.ts';

/** mobile ≤768 px, tablet 769–1024, desktop ≥1025 (src/domain/breakpoints.ts; styles.css mirrors them as md/lg). */
export type MediaWidth = ViewportKind;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

function snapshot(): MediaWidth {
  return viewportKind(window.innerWidth);
}

/** The current media width class, re-rendering only when the class changes (not on every resize pixel). */
export function useMediaWidth(): MediaWidth {
  return useSyncExternalStore(subscribe, snapshot, () => 'desktop');
}
