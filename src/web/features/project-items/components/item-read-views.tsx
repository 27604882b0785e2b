import { ArrowDownIcon, ArrowUpIcon, ExternalLinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ContextItem, InfrastructureItem, PageItem } from '../api/contract.ts';
import { useItemList } from '../api/items.ts';
import { costLabel } from '../lib/cost.ts';
import { infrastructureKindLabel } from '../lib/group-by-kind.ts';
import { environmentLabel, humanise, itemPath } from '../lib/kinds.ts';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2" aria-label={title}>
      <h2 className="font-semibold text-base">{title}</h2>
      {children}
    </section>
  );
}

function Nothing({ text }: { text: string }) {
  return <p className="text-muted-foreground text-sm italic">{text}</p>;
}

function Purpose({ label, text }: { label: string; text: string | null }) {
  return (
    <Section title={label}>
      {text ? (
        <p className="whitespace-pre-wrap text-sm leading-relaxed">{text}</p>
      ) : (
        <Nothing text="Not described yet." />
      )}
    </Section>
  );
}

function Facts({ facts }: { facts: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 rounded-xl border bg-muted/30 p-4 text-sm sm:grid-cols-4">
      {facts.map((fact) => (
        <div key={fact.label} className="grid min-w-0 gap-0.5">
          <dt className="text-muted-foreground text-xs">{fact.label}</dt>
          <dd className="break-words font-medium">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function PageReadView({ page }: { page: PageItem }) {
  return (
    <>
      <Facts
        facts={[
          {
            label: 'Route',
            value: page.route ? <code className="font-mono">{page.route}</code> : '—',
          },
          { label: 'Status', value: humanise(page.status) },
        ]}
      />
      <Purpose label="Purpose" text={page.purpose} />
      <Section title="User stories">
        {page.userStories.length === 0 ? (
          <Nothing text="No user stories yet." />
        ) : (
          <ul className="grid gap-2">
            {page.userStories.map((story, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: stories may repeat
              <li key={index} className="rounded-lg border bg-card px-3 py-2 text-sm">
                {story}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

export function ContextReadView({ projectId, context }: { projectId: string; context: ContextItem }) {
  const all = useItemList(projectId, 'contexts');
  const idOf = (slug: string) => all.data?.items.find((c) => c.slug === slug)?.id;
  const groups = [
    {
      title: 'Upstream',
      hint: 'Contexts this one depends on',
      icon: ArrowUpIcon,
      list: context.relationships.filter((r) => r.direction === 'upstream'),
    },
    {
      title: 'Downstream',
      hint: 'Contexts that depend on this one',
      icon: ArrowDownIcon,
      list: context.relationships.filter((r) => r.direction === 'downstream'),
    },
  ];
  return (
    <>
      <Facts
        facts={[
          { label: 'Status', value: humanise(context.status) },
          { label: 'Entities', value: context.entities.length },
          { label: 'Relationships', value: context.relationships.length },
        ]}
      />
      <Purpose label="Responsibility" text={context.purpose} />
      <Section title="Entities">
        {context.entities.length === 0 ? (
          <Nothing text="No entities yet." />
        ) : (
          <ul className="flex flex-wrap gap-2">
            {context.entities.map((entity) => (
              <li key={entity} className="rounded-md border bg-card px-2.5 py-1 text-sm">
                {entity}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Relationships">
        <div className="grid gap-3 sm:grid-cols-2">
          {groups.map(({ title, hint, icon: Icon, list }) => (
            <div key={title} className="grid content-start gap-2 rounded-xl border p-3">
              <h3 className="flex items-center gap-1.5 font-medium text-sm">
                <Icon className="size-4 text-primary" aria-hidden="true" />
                {title}
                <span className="font-normal text-muted-foreground text-xs">· {hint}</span>
              </h3>
              {list.length === 0 ? (
                <Nothing text="None." />
              ) : (
                <ul aria-label={title} className="grid gap-1.5">
                  {list.map((relationship) => {
                    const id = idOf(relationship.context);
                    const name = relationship.contextName ?? relationship.context;
                    return (
                      <li key={`${relationship.context}-${relationship.direction}`} className="text-sm">
                        {id ? (
                          <Link
                            to={itemPath(projectId, 'contexts', id)}
                            className="font-medium text-primary hover:underline"
                          >
                            {name}
                          </Link>
                        ) : (
                          <span className="font-medium">{name}</span>
                        )}
                        {relationship.pattern ? (
                          <span className="text-muted-foreground"> — {relationship.pattern}</span>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          ))}
        </div>
      </Section>
    </>
  );
}

/** Only web addresses become links: a `javascript:` or `data:` URL from a document stays inert text. */
function isWebLink(link: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(link).protocol);
  } catch {
    return false;
  }
}

export function InfrastructureReadView({ item }: { item: InfrastructureItem }) {
  return (
    <>
      <Facts
        facts={[
          { label: 'Kind', value: infrastructureKindLabel(item.kind) },
          { label: 'Provider', value: item.provider ?? '—' },
          { label: 'Environment', value: environmentLabel(item.environment) },
          { label: 'Cost estimate', value: costLabel(item.monthlyCostEstimate) },
        ]}
      />
      <Purpose label="Purpose" text={item.purpose} />
      <Section title="Links">
        {item.links.length === 0 ? (
          <Nothing text="No links yet." />
        ) : (
          <ul className="grid gap-1.5">
            {item.links.map((link) => (
              <li key={link} className="text-sm">
                {isWebLink(link) ? (
                  <a
                    href={link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex max-w-full items-center gap-1.5 break-all text-primary hover:underline"
                  >
                    {link}
                    <ExternalLinkIcon className="size-3.5 shrink-0" aria-hidden="true" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                ) : (
                  <span className="break-all">{link}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
