import { useEffect } from 'react';

/** The tab shows the project's own name once it is known. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} · Ideaforge`;
  }, [title]);
}
