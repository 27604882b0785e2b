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
  const set = (field: keyof ItemFormValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };

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
        <FormField
          label="Name"
          value={values.name}
          onChange={set('name')}
          error={errors.name}
          required
          maxLength={250}
          autoFocus={isNew}
        />
        <SelectField
          label="Status"
          value={values.status}
          onChange={set('status')}
          error={errors.status}
          options={options(info.statuses)}
        />
      </div>
      {kind === 'pages' ? (
        <FormField
          label="Route"
          value={values.route}
          onChange={set('route')}
          error={errors.route}
          placeholder="/orders/:orderId"
          hint="Where the screen lives in the app, starting with /."
          className="font-mono"
        />
      ) : null}
      {kind === 'infrastructure' ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label="Kind"
            value={values.kind}
            onChange={set('kind')}
            error={errors.kind}
            options={INFRASTRUCTURE_KINDS.map((value) => ({
              value,
              label: infrastructureKindLabel(value),
            }))}
          />
          <FormField
            label="Provider"
            value={values.provider}
            onChange={set('provider')}
            error={errors.provider}
            placeholder="e.g. Fly.io"
          />
          <SelectField
            label="Environment"
            value={values.environment}
            onChange={set('environment')}
            error={errors.environment}
            options={options(INFRASTRUCTURE_ENVIRONMENTS)}
          />
        </div>
      ) : null}
      <TextAreaField
        label={info.purposeLabel}
        value={values.purpose}
        onChange={set('purpose')}
        error={errors.purpose}
        rows={3}
      />
      {kind === 'pages' ? (
        <TextAreaField
          label="User stories"
          hint="One per line, e.g. “As a borrower I want to see what is near me”."
          value={values.userStories}
          onChange={set('userStories')}
          error={errors.userStories}
          rows={5}
        />
      ) : null}
      {kind === 'contexts' ? (
        <>
          <TextAreaField
            label="Entities"
            hint="One per line."
            value={values.entities}
            onChange={set('entities')}
            error={errors.entities}
            rows={4}
          />
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
            value={values.monthlyCostEstimate}
            onChange={set('monthlyCostEstimate')}
            error={errors.monthlyCostEstimate}
            inputMode="decimal"
            placeholder="e.g. 25"
            hint="Leave blank when unknown."
          />
          <TextAreaField
            label="Links"
            hint="One URL per line: the console, docs, the pricing page."
            value={values.links}
            onChange={set('links')}
            error={errors.links}
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
