import { PencilIcon, SearchXIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/session.ts';
import { toast } from '../../../lib/toast.ts';
import type { ContextItem, InfrastructureItem, PageItem, ProjectItem } from '../api/contract.ts';
import { useDeleteItem, useItem, useItemList, useUpdateItem } from '../api/items.ts';
import { valuesFrom } from '../lib/form-values.ts';
import { humanise, type ItemKind, KIND_INFO, listPath } from '../lib/kinds.ts';
import { fieldLabel } from '../lib/proposal-format.ts';
import { OriginBadge, StatusBadge } from './item-badges.tsx';
import { ItemForm } from './item-form.tsx';
import { ContextReadView, InfrastructureReadView, PageReadView } from './item-read-views.tsx';
import { ItemsFrame } from './items-frame.tsx';
import { KIND_ICONS } from './items-list-layout.tsx';
import { LoadError } from './screen-states.tsx';

const DOMAIN_KIND = { pages: 'page', contexts: 'context', infrastructure: 'infrastructure' } as const;

function ReadView({ projectId, kind, item }: { projectId: string; kind: ItemKind; item: ProjectItem }) {
  if (kind === 'pages') return <PageReadView page={item as PageItem} />;
  if (kind === 'contexts') return <ContextReadView projectId={projectId} context={item as ContextItem} />;
  return <InfrastructureReadView item={item as InfrastructureItem} />;
}

/**
 * One page, bounded context or infrastructure item: its fields, where it came from, and editing, in place. A save
 * that fails keeps the form open with everything typed; delete asks first.
 */
export function ItemDetailScreen({
  projectId,
  kind,
  itemId,
}: {
  projectId: string;
  kind: ItemKind;
  itemId: string;
}) {
  const info = KIND_INFO[kind];
  // Signed out: the frame asks to sign in, and nothing is requested (a 401 would only fill the console).
  const signedIn = Boolean(useAuth().user);
  const item = useItem(projectId, kind, itemId, signedIn);
  const update = useUpdateItem(projectId, kind, itemId);
  const remove = useDeleteItem(projectId, kind, itemId);
  // Relationship choices: the project's other contexts (only read for contexts).
  const contexts = useItemList(projectId, 'contexts', signedIn && kind === 'contexts');
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const Icon = KIND_ICONS[kind];
  const crumbs = [
    { label: info.plural, to: listPath(projectId, kind) },
    { label: item.data?.name ?? humanise(info.singular) },
  ];

  if (item.isPending)
    return (
      <ItemsFrame projectId={projectId} crumbs={crumbs}>
        <LoadingScreen className="min-h-64" />
      </ItemsFrame>
    );
  if (item.isError) {
    const missing = isApiError(item.error) && item.error.status === 404;
    return (
      <ItemsFrame projectId={projectId} crumbs={crumbs}>
        {missing ? (
          <div className="grid justify-items-center gap-3 rounded-xl border bg-card px-6 py-12 text-center">
            <SearchXIcon className="size-8 text-muted-foreground" aria-hidden="true" />
            <h1 className="font-semibold text-xl">{item.error.message}</h1>
            <p className="text-muted-foreground text-sm">
              It may have been deleted or removed by a re-derivation.
            </p>
            <Link to={listPath(projectId, kind)} className={buttonVariants({ variant: 'outline' })}>
              {`All ${info.plural.toLowerCase()}`}
            </Link>
          </div>
        ) : (
          <LoadError message={item.error.message} onRetry={() => void item.refetch()} />
        )}
      </ItemsFrame>
    );
  }

  const data = item.data;
  const edited = data.origin === 'derived' ? data.editedFields : [];
  const confirmDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(`${humanise(info.singular)} “${data.name}” deleted`);
        navigate(listPath(projectId, kind), { replace: true });
      },
    });

  return (
    <ItemsFrame projectId={projectId} crumbs={crumbs}>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
            <Icon className="size-4" aria-hidden="true" />
            {humanise(info.singular)}
          </p>
          <h1 className="mt-1 break-words font-semibold text-3xl tracking-tight">{data.name}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <StatusBadge status={data.status} />
            <OriginBadge item={data} />
          </div>
        </div>
        {editing ? null : (
          <div className="flex shrink-0 gap-2">
            <Button variant="outline" onClick={() => setEditing(true)}>
              <PencilIcon aria-hidden="true" />
              Edit
            </Button>
            <Button variant="outline" onClick={() => setConfirming(true)} aria-label={`Delete ${data.name}`}>
              <Trash2Icon aria-hidden="true" />
              <span className="hidden sm:inline">Delete</span>
            </Button>
          </div>
        )}
      </header>
      {edited.length > 0 && !editing ? (
        <p className="rounded-lg border bg-muted/40 px-3 py-2 text-muted-foreground text-sm">
          You edited {edited.map((field) => fieldLabel(field, DOMAIN_KIND[kind]).toLowerCase()).join(', ')} by
          hand. Changes in the documents are proposed for review, never written over your edits.
        </p>
      ) : null}
      {editing ? (
        <div className="rounded-xl border bg-card p-4 sm:p-6">
          <ItemForm
            kind={kind}
            initial={valuesFrom(kind, data)}
            isNew={false}
            contextChoices={(contexts.data?.items ?? [])
              .filter((c) => c.id !== data.id)
              .map((c) => ({ slug: c.slug, name: c.name }))}
            submitLabel="Save changes"
            onCancel={() => setEditing(false)}
            onSave={async (body) => {
              await update.mutateAsync(body);
              setEditing(false);
              toast.success('Changes saved');
            }}
          />
        </div>
      ) : (
        <div className="grid gap-6">
          <ReadView projectId={projectId} kind={kind} item={data} />
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) remove.reset();
        }}
        title={`Delete this ${info.singular}?`}
        description={
          data.origin === 'derived'
            ? `“${data.name}” will be deleted. It came from the documents, so checking them for changes may propose adding it again.`
            : `“${data.name}” will be deleted for good.`
        }
        onConfirm={confirmDelete}
        pending={remove.isPending}
        error={remove.error?.message ?? null}
      />
    </ItemsFrame>
  );
}
