import { HistoryIcon, LoaderCircleIcon, RotateCcwIcon } from 'lucide-react';
import { useId, useState } from 'react';
import type { ArtefactVersionSummary } from '../../../../domain/journey-api.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { useArtefactDiff, useArtefactVersions, useRestoreVersion } from '../api/artefacts.ts';
import { formatExact } from '../lib/format-when.ts';
import { DiffView } from './diff-view.tsx';

const SELECT =
  'h-8 rounded-md border border-input bg-background px-2 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

function VersionSelect({
  label,
  value,
  versions,
  onChange,
}: {
  label: string;
  value: number;
  versions: readonly ArtefactVersionSummary[];
  onChange: (version: number) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-1.5">
      <label htmlFor={id} className="text-muted-foreground text-xs">
        {label}
      </label>
      <select
        id={id}
        className={SELECT}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {versions.map((version) => (
          <option key={version.version} value={version.version}>
            v{version.version}
            {version.current ? ' (current)' : ''}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Every version of a document, a readable diff between any two, and restoring one (as a new version). */
export function VersionHistory({ sessionId, artefactId }: { sessionId: string; artefactId: string }) {
  const versions = useArtefactVersions(artefactId);
  const restore = useRestoreVersion(sessionId, artefactId);
  const [pair, setPair] = useState<{ from: number; to: number } | null>(null);
  const items = versions.data ?? [];
  const newest = items[0]?.version ?? null;
  const chosen = pair ?? (newest !== null && newest > 1 ? { from: newest - 1, to: newest } : null);
  const diff = useArtefactDiff(artefactId, chosen?.from ?? null, chosen?.to ?? null);

  if (versions.isPending) {
    return (
      <p className="flex items-center gap-2 text-muted-foreground text-sm" role="status">
        <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
        Loading the history…
      </p>
    );
  }
  if (versions.isError) {
    return (
      <div className="space-y-2" role="alert">
        <p className="text-destructive text-sm">{versions.error.message}</p>
        <Button size="sm" variant="outline" onClick={() => void versions.refetch()}>
          <RotateCcwIcon />
          Try again
        </Button>
      </div>
    );
  }

  const onRestore = async (version: number) => {
    try {
      const restored = await restore.mutateAsync(version);
      toast.success(`Version ${version} restored as version ${restored.version}`);
      setPair(null);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <div className="space-y-4">
      <section aria-labelledby="compare-heading" className="space-y-2">
        <h3 id="compare-heading" className="font-semibold text-sm">
          Compare versions
        </h3>
        {chosen ? (
          <>
            <div className="flex flex-wrap items-center gap-3">
              <VersionSelect
                label="From"
                value={chosen.from}
                versions={items}
                onChange={(from) => setPair({ ...chosen, from })}
              />
              <VersionSelect
                label="To"
                value={chosen.to}
                versions={items}
                onChange={(to) => setPair({ ...chosen, to })}
              />
              {diff.data && chosen.from !== chosen.to ? (
                <span className="text-xs tabular-nums" aria-live="polite">
                  <span className="text-emerald-700 dark:text-emerald-400">+{diff.data.linesAdded}</span>{' '}
                  <span className="text-red-700 dark:text-red-400">−{diff.data.linesRemoved}</span> lines
                </span>
              ) : null}
            </div>
            {chosen.from === chosen.to ? (
              <p className="text-muted-foreground text-sm">
                Pick two different versions to see what changed.
              </p>
            ) : diff.isError ? (
              <p className="text-destructive text-sm" role="alert">
                {diff.error.message}
              </p>
            ) : diff.data ? (
              <DiffView changes={diff.data.changes} />
            ) : (
              <p className="text-muted-foreground text-sm" role="status">
                Comparing…
              </p>
            )}
          </>
        ) : (
          <p className="text-muted-foreground text-sm">
            Only one version so far. Each change — yours or the assistant’s — adds one.
          </p>
        )}
      </section>
      <section aria-labelledby="versions-heading" className="space-y-2">
        <h3 id="versions-heading" className="flex items-center gap-1.5 font-semibold text-sm">
          <HistoryIcon className="size-4" aria-hidden="true" />
          Versions
        </h3>
        <ol className="divide-y rounded-md border">
          {items.map((version) => (
            <li
              key={version.version}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm"
            >
              <span className="font-medium">Version {version.version}</span>
              {version.current ? <Badge variant="soft">Current</Badge> : null}
              <span className="text-muted-foreground text-xs">{formatExact(version.createdAt)}</span>
              <span className="text-xs tabular-nums">
                <span className="text-emerald-700 dark:text-emerald-400">+{version.linesAdded}</span>{' '}
                <span className="text-red-700 dark:text-red-400">−{version.linesRemoved}</span>
              </span>
              {version.restoredFrom ? (
                <span className="text-muted-foreground text-xs">restored from v{version.restoredFrom}</span>
              ) : null}
              <span className="ml-auto flex gap-1">
                {newest !== null && !version.current ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="h-7 px-2"
                    onClick={() => setPair({ from: version.version, to: newest })}
                    aria-label={`Compare version ${version.version} with the current one`}
                  >
                    Compare
                  </Button>
                ) : null}
                {version.current ? null : (
                  <Button
                    size="sm"
                    variant="outline"
                    className="h-7 px-2"
                    disabled={restore.isPending}
                    onClick={() => void onRestore(version.version)}
                    aria-label={`Restore version ${version.version}`}
                  >
                    <RotateCcwIcon />
                    Restore
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
