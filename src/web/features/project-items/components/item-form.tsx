import { type FormEvent, useState } from 'react';
import { INFRASTRUCTURE_ENVIRONMENTS, INFRASTRUCTURE_KINDS } from '../../../../domain/project-items.ts';
import { FormError, FormField } from '../../../components/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { type FieldErrors, type ItemFormValues, toRequest } from '../lib/form-values.ts';
import { infrastructureKindLabel } from '../lib/group-by-kind.ts';
import { humanise, type ItemKind, KIND_INFO } from '../lib/kinds.ts';
import { SelectField, TextAreaField } from './form-controls.tsx';
import { type ContextChoice, RelationshipEditor } from './relationship-editor.tsx';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: humanise(value) }));

/** Which field a server refusal belongs to (a taken route sits under the route, a taken name under the name). */
const CONFLICT_FIELDS: Record<string, keyof ItemFormValues> = {
  PAGE_ROUTE_TAKEN: 'route',
  BOUNDED_CONTEXT_NAME_TAKEN: 'name',
  INFRASTRUCTURE_NAME_TAKEN: 'name',
};

/**
 * Create or edit one item. Validated with the contract's request schema before it leaves; the server's refusal
 * (a taken route, a name too long…) shows its catalogue message, and the form keeps everything typed.
 */
export function ItemForm({
  kind,
  initial,
  isNew,
  contextChoices = [],
  submitLabel,
  onSave,
  onCancel,
}: {
  kind: ItemKind;
  initial: ItemFormValues;
  isNew: boolean;
  /** contexts: the project's other contexts, for relationships. */
  contextChoices?: ContextChoice[];
  submitLabel: string;
  onSave: (body: Record<string, unknown>) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const info = KIND_INFO[kind];
  /** A text or select field's value, change handler and error. */
  const bind = (field: Exclude<keyof ItemFormValues, 'relationships'>) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
    error: errors[field],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = toRequest(kind, values, isNew ? undefined : initial);
    if (!request.ok) {
      setErrors(request.errors);
      return;
    }
    if (!isNew && Object.keys(request.body).length === 0) {
      onCancel();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave(request.body);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const field = isApiError(error) ? CONFLICT_FIELDS[error.code] : undefined;
      setErrors(field ? { [field]: message } : { form: message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={isNew ? `New ${info.singular}` : `Edit ${initial.name || info.singular}`}
      className="grid gap-4"
      noValidate
    >
      <FormError message={errors.form} />
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <FormField label="Name" {...bind('name')} required maxLength={250} autoFocus={isNew} />
        <SelectField label="Status" {...bind('status')} options={options(info.statuses)} />
      </div>
      {kind === 'pages' ? (
        <FormField
          label="Route"
          {...bind('route')}
          placeholder="/orders/:orderId"
          hint="Where the screen lives in the app, starting with /."
          className="font-mono"
        />
      ) : null}
      {kind === 'infrastructure' ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label="Kind"
            {...bind('kind')}
            options={INFRASTRUCTURE_KINDS.map((value) => ({
              value,
              label: infrastructureKindLabel(value),
            }))}
          />
          <FormField label="Provider" {...bind('provider')} placeholder="e.g. Fly.io" />
          <SelectField
            label="Environment"
            {...bind('environment')}
            options={options(INFRASTRUCTURE_ENVIRONMENTS)}
          />
        </div>
      ) : null}
      <TextAreaField label={info.purposeLabel} {...bind('purpose')} rows={3} />
      {kind === 'pages' ? (
        <TextAreaField
          label="User stories"
          hint="One per line, e.g. “As a borrower I want to see what is near me”."
          {...bind('userStories')}
          rows={5}
        />
      ) : null}
      {kind === 'contexts' ? (
        <>
          <TextAreaField label="Entities" hint="One per line." {...bind('entities')} rows={4} />
          <RelationshipEditor
            value={values.relationships}
            onChange={(relationships) => setValues((current) => ({ ...current, relationships }))}
            choices={contextChoices}
            error={errors.relationships}
          />
        </>
      ) : null}
      {kind === 'infrastructure' ? (
        <>
          <FormField
            label="Monthly cost estimate (USD)"
            {...bind('monthlyCostEstimate')}
            inputMode="decimal"
            placeholder="e.g. 25"
            hint="Leave blank when unknown."
          />
          <TextAreaField
            label="Links"
            hint="One URL per line: the console, docs, the pricing page."
            {...bind('links')}
            rows={3}
          />
        </>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? (
            <Spinner className="size-4 border-primary-foreground/40 border-t-primary-foreground" />
          ) : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
