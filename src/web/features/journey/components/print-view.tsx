import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { artefactKeys, getArtefact } from '../api/artefacts.ts';
import { DocumentMarkdown } from './document-markdown.tsx';

/**
 * Only the documents on paper: everything else of the page is hidden when printing, each document starts on a new
 * page, and colours are forced to black on white (a dark theme must not print as dark pages).
 */
const PRINT_CSS = `
@media screen { .ideaforge-print { display: none; } }
@media print {
  @page { margin: 18mm 16mm; }
  html, body { background: #fff !important; }
  body > *:not(.ideaforge-print) { display: none !important; }
  .ideaforge-print { display: block; color: #111; background: #fff; font-size: 11pt; }
  .ideaforge-print * { color: #111 !important; background: transparent !important; }
  .ideaforge-print .print-doc + .print-doc { break-before: page; }
  .ideaforge-print h1, .ideaforge-print h2, .ideaforge-print h3 { break-after: avoid; }
  .ideaforge-print li { break-inside: avoid; }
}`;

interface PrintViewProps {
  title: string;
  artefactIds: readonly string[];
  onDone: () => void;
}

/** A printable, PDF-ready view of some documents: mounted, it prints once everything has loaded. */
export function PrintView({ title, artefactIds, onDone }: PrintViewProps) {
  const details = useQueries({
    queries: artefactIds.map((id) => ({ queryKey: artefactKeys.detail(id), queryFn: () => getArtefact(id) })),
  });
  const ready = details.every((query) => query.isSuccess);
  const failed = details.some((query) => query.isError);

  useEffect(() => {
    if (failed) onDone();
  }, [failed, onDone]);

  useEffect(() => {
    if (!ready) return;
    const finish = () => onDone();
    window.addEventListener('afterprint', finish, { once: true });
    // Let the browser lay the documents out before the print dialog takes its snapshot.
    const frame = requestAnimationFrame(() => window.print());
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('afterprint', finish);
    };
  }, [ready, onDone]);

  if (!ready) return null;
  return createPortal(
    <div className="ideaforge-print" data-testid="print-view">
      <style>{PRINT_CSS}</style>
      {artefactIds.length > 1 ? (
        <header className="mb-6 border-b pb-3">
          <p className="text-sm">Ideaforge · {new Date().toLocaleDateString()}</p>
          <p className="font-semibold text-2xl">{title}</p>
        </header>
      ) : null}
      {details.map((query) =>
        query.data ? (
          <article key={query.data.id} className="print-doc">
            <DocumentMarkdown content={query.data.content} className="text-[11pt] leading-relaxed" />
          </article>
        ) : null,
      )}
    </div>,
    document.body,
  );
}
