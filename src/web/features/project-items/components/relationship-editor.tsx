import { PlusIcon, Trash2Icon } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import type { RelationshipValue } from '../lib/form-values.ts';
import { selectClass } from './form-controls.tsx';

export interface ContextChoice {
  slug: string;
  name: string;
}

/** A context's relationships: which other context, upstream or downstream of this one, and how they integrate. */
export function RelationshipEditor({
  value,
  onChange,
  choices,
  error,
}: {
  value: RelationshipValue[];
  onChange: (value: RelationshipValue[]) => void;
  /** The project's other contexts. */
  choices: ContextChoice[];
  error?: string | undefined;
}) {
  const update = (index: number, patch: Partial<RelationshipValue>) =>
    onChange(value.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? 'relationships-error' : undefined}>
      <legend className="mb-2 font-medium text-sm">Relationships</legend>
      {value.length === 0 ? (
        <p className="text-muted-foreground text-sm">No relationships to other contexts.</p>
      ) : null}
      <ul className="grid gap-2">
        {value.map((row, index) => {
          const n = index + 1;
          const known = choices.some((c) => c.slug === row.context);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity until saved
            <li key={index} className="grid gap-2 rounded-lg border p-2 sm:grid-cols-[1fr_9rem_1fr_auto]">
              <select
                aria-label={`Relationship ${n}: other context`}
                className={selectClass}
                value={row.context}
                onChange={(event) => update(index, { context: event.target.value })}
              >
                <option value="">Choose a context…</option>
                {known || row.context === '' ? null : <option value={row.context}>{row.context}</option>}
                {choices.map((choice) => (
                  <option key={choice.slug} value={choice.slug}>
                    {choice.name}
                  </option>
                ))}
              </select>
              <select
                aria-label={`Relationship ${n}: direction`}
                className={selectClass}
                value={row.direction}
                onChange={(event) =>
                  update(index, { direction: event.target.value as RelationshipValue['direction'] })
                }
              >
                <option value="upstream">Upstream</option>
                <option value="downstream">Downstream</option>
              </select>
              <Input
                aria-label={`Relationship ${n}: integration pattern`}
                placeholder="e.g. customer-supplier"
                value={row.pattern}
                onChange={(event) => update(index, { pattern: event.target.value })}
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove relationship ${n}`}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange([...value, { context: '', direction: 'upstream', pattern: '' }])}
          disabled={choices.length === 0 && value.length === 0}
        >
          <PlusIcon aria-hidden="true" />
          Add relationship
        </Button>
      </div>
      <p className="text-muted-foreground text-xs">
        Upstream: the other context is upstream of this one (this one depends on it). Downstream: the reverse.
      </p>
      {error ? (
        <p id="relationships-error" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
