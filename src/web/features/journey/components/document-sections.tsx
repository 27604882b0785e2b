import { PencilIcon } from 'lucide-react';
import { useState } from 'react';
import {
  ARTEFACT_TYPE_LABELS,
  type ArtefactType,
  artefactContentSchema,
} from '../../../../domain/artefact.ts';
import type { DocumentFields } from '../../../../domain/journey-api.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  documentFields,
  type FieldInfo,
  fieldToText,
  textToField,
  validateSection,
} from '../lib/document-fields.ts';
import { DocumentMarkdown } from './document-markdown.tsx';
import { SectionEditor } from './section-editor.tsx';

function sectionMarkdown(value: string | string[]): string {
  return Array.isArray(value) ? value.map((item) => `- ${item}`).join('\n') : value;
}

function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="h-7 shrink-0 px-2 text-muted-foreground"
      onClick={onClick}
      aria-label={`Edit ${label}`}
    >
      <PencilIcon />
      <span className="hidden sm:inline">Edit</span>
    </Button>
  );
}

interface StructuredProps {
  type: ArtefactType;
  document: DocumentFields;
  /** While the assistant writes the document, nothing is editable. */
  readOnly: boolean;
  onSaveField: (fields: DocumentFields) => Promise<void>;
}

/** A structured document, one section a field, each editable on its own. */
export function StructuredDocument({ type, document, readOnly, onSaveField }: StructuredProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const fields = documentFields(type);

  const save = (field: FieldInfo) => async (text: string) => {
    const value = textToField(field, text);
    // An emptied optional list is saved as an empty list, which the document leaves out.
    await onSaveField({ [field.name]: value ?? [] });
    setEditing(null);
  };
  const validate = (field: FieldInfo) => (text: string) => {
    const value = textToField(field, text);
    if (value === undefined && !field.list)
      return `To remove the ${field.heading} section, ask the assistant.`;
    return validateSection(type, document, field, value);
  };

  return (
    <div className="space-y-1">
      {fields.map((field) => {
        const value = document[field.name];
        const isTitle = field.name === 'title';
        const empty = value === undefined || (Array.isArray(value) && value.length === 0) || value === '';
        if (empty && !field.required && editing !== field.name && readOnly) return null;
        const Heading = isTitle ? 'h2' : 'h3';
        return (
          <section key={field.name} className="group/section rounded-md py-1" aria-label={field.heading}>
            <div className="flex items-start justify-between gap-2">
              <Heading
                className={isTitle ? 'font-semibold text-lg leading-snug' : 'mt-2 font-semibold text-sm'}
              >
                {isTitle
                  ? (value as string | undefined) || `${ARTEFACT_TYPE_LABELS[type]} document`
                  : field.heading}
                {isTitle ? <span className="sr-only"> (title)</span> : null}
              </Heading>
              {readOnly || editing === field.name ? null : (
                <EditButton label={field.heading} onClick={() => setEditing(field.name)} />
              )}
            </div>
            {editing === field.name ? (
              <SectionEditor
                label={field.heading}
                initial={fieldToText(value)}
                list={field.list}
                validate={validate(field)}
                onSave={save(field)}
                onCancel={() => setEditing(null)}
              />
            ) : isTitle ? null : empty ? (
              <p className="text-muted-foreground text-xs italic">
                {field.required ? 'Missing — add it or ask the assistant.' : 'Not written yet (optional).'}
              </p>
            ) : (
              <DocumentMarkdown content={sectionMarkdown(value)} />
            )}
          </section>
        );
      })}
    </div>
  );
}

interface FreeProps {
  content: string;
  readOnly: boolean;
  onSaveContent: (content: string) => Promise<void>;
}

/** A document written as free Markdown (no structured fields): shown whole, edited whole. */
export function FreeDocument({ content, readOnly, onSaveContent }: FreeProps) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <SectionEditor
        label="Document"
        initial={content}
        list={false}
        validate={(text) => {
          const result = artefactContentSchema.safeParse(text);
          return result.success ? null : (result.error.issues[0]?.message ?? null);
        }}
        onSave={async (text) => {
          await onSaveContent(text);
          setEditing(false);
        }}
        onCancel={() => setEditing(false)}
      />
    );
  }
  return (
    <div className="group/section">
      {readOnly ? null : (
        <div className="flex justify-end">
          <EditButton label="document" onClick={() => setEditing(true)} />
        </div>
      )}
      <DocumentMarkdown content={content} />
    </div>
  );
}
