/**
 * Infrastructure from the tech stack document: the front end, the back end, each database, the hosting the
 * `infrastructure` text describes, and any storage, cache, queue, e-mail, payments, monitoring, auth or AI service
 * the MVP's stack names (not the "final architecture": that is later, not what to provision now). Providers are
 * the ones the document names; a monthly cost only when the document states one ("$7/month") — never guessed;
 * links only those it contains.
 */
import type { TechStackDocument } from '../../../domain/artefact-documents.ts';
import { shortName, statedMonthlyCost, upperFirst, urlsIn } from './derivation-text.ts';
import type { DerivedInfrastructureFields, DerivedItem } from './derived-items.ts';

type Kind = DerivedInfrastructureFields['kind'];

const HOSTS: Array<[RegExp, string]> = [
  [/\baws\b|amazon web services|app runner|ecs|fargate|lambda|ec2\b/i, 'AWS'],
  [/\bazure\b/i, 'Azure'],
  [/google cloud|\bgcp\b|cloud run|app engine/i, 'Google Cloud'],
  [/\brender\b/i, 'Render'],
  [/fly\.io/i, 'Fly.io'],
  [/\brailway\b/i, 'Railway'],
  [/\bvercel\b/i, 'Vercel'],
  [/\bnetlify\b/i, 'Netlify'],
  [/\bheroku\b/i, 'Heroku'],
  [/digital ?ocean/i, 'DigitalOcean'],
  [/cloudflare (?:workers|pages)/i, 'Cloudflare'],
  [/\bhetzner\b/i, 'Hetzner'],
  [/\bfirebase hosting\b/i, 'Firebase'],
];

const DATABASE_HOSTS: Array<[RegExp, string]> = [
  [/\brds\b|aurora/i, 'Amazon RDS'],
  [/cloud sql/i, 'Google Cloud SQL'],
  [/azure database/i, 'Azure Database'],
  [/supabase/i, 'Supabase'],
  [/\bneon\b/i, 'Neon'],
  [/planetscale/i, 'PlanetScale'],
  [/mongodb atlas|\batlas\b/i, 'MongoDB Atlas'],
];

/** Services the MVP's stack may name: kind, the item's name, the provider as written. */
const SERVICES: Array<{ kind: Kind; name: string; providers: Array<[RegExp, string]>; generic?: RegExp }> = [
  {
    kind: 'storage',
    name: 'File storage',
    providers: [
      [/\bs3\b/i, 'Amazon S3'],
      [/\br2\b/i, 'Cloudflare R2'],
      [/cloudinary/i, 'Cloudinary'],
      [/supabase storage/i, 'Supabase Storage'],
      [/blob storage/i, 'Azure Blob Storage'],
      [/cloud storage/i, 'Google Cloud Storage'],
    ],
    generic: /\b(file|object) storage\b|\bfiles on\b/i,
  },
  {
    kind: 'cache',
    name: 'Cache',
    providers: [
      [/\bredis\b/i, 'Redis'],
      [/memcached/i, 'Memcached'],
      [/valkey/i, 'Valkey'],
    ],
  },
  {
    kind: 'queue',
    name: 'Job queue',
    providers: [
      [/rabbitmq/i, 'RabbitMQ'],
      [/\bsqs\b/i, 'Amazon SQS'],
      [/kafka/i, 'Kafka'],
      [/bullmq/i, 'BullMQ'],
      [/pg-boss/i, 'pg-boss'],
      [/celery/i, 'Celery'],
      [/sidekiq/i, 'Sidekiq'],
    ],
  },
  {
    kind: 'email',
    name: 'E-mail delivery',
    providers: [
      [/sendgrid/i, 'SendGrid'],
      [/postmark/i, 'Postmark'],
      [/\bresend\b/i, 'Resend'],
      [/\bses\b/i, 'Amazon SES'],
      [/mailgun/i, 'Mailgun'],
    ],
  },
  {
    kind: 'payments',
    name: 'Payments',
    providers: [
      [/stripe/i, 'Stripe'],
      [/paddle/i, 'Paddle'],
      [/lemon ?squeezy/i, 'Lemon Squeezy'],
    ],
  },
  {
    kind: 'monitoring',
    name: 'Monitoring',
    providers: [
      [/sentry/i, 'Sentry'],
      [/datadog/i, 'Datadog'],
      [/grafana/i, 'Grafana'],
      [/new relic/i, 'New Relic'],
    ],
  },
  {
    kind: 'auth',
    name: 'Authentication',
    providers: [
      [/auth0/i, 'Auth0'],
      [/\bclerk\b/i, 'Clerk'],
      [/supabase auth/i, 'Supabase Auth'],
      [/firebase auth/i, 'Firebase Authentication'],
      [/cognito/i, 'Amazon Cognito'],
    ],
  },
  {
    kind: 'ai',
    name: 'AI model',
    providers: [
      [/openai|\bgpt\b/i, 'OpenAI'],
      [/anthropic|claude/i, 'Anthropic'],
      [/gemini/i, 'Google Gemini'],
    ],
  },
];

function clauses(text: string): string[] {
  return text
    .split(/\r?\n|;|,|\.\s+/)
    .map((c) => c.trim())
    .filter(Boolean);
}

/** "A", "A or B", "A, B or C". */
function either(names: readonly string[]): string | null {
  if (names.length === 0) return null;
  return names.length === 1 ? (names[0] ?? null) : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

function found(text: string, table: Array<[RegExp, string]>): string[] {
  const names: string[] = [];
  for (const [re, name] of table) if (re.test(text) && !names.includes(name)) names.push(name);
  return names;
}

/** The cost and links stated in the clauses that speak of the item. */
function statedFor(text: string, terms: RegExp): { cost: number | null; links: string[] } {
  const relevant = clauses(text).filter((c) => terms.test(c));
  const cost = relevant.map(statedMonthlyCost).find((v) => v !== undefined);
  return { cost: cost ?? null, links: [...new Set(relevant.flatMap(urlsIn))] };
}

function environmentOf(text: string): DerivedInfrastructureFields['environment'] {
  const named = (['development', 'staging', 'production'] as const).filter((env) =>
    new RegExp(`\\b${env}\\b`, 'i').test(text),
  );
  return named.length === 1 && named[0] ? named[0] : 'all';
}

function item(key: string, fields: DerivedInfrastructureFields): DerivedItem<'infrastructure'> {
  return { key, fields };
}

export function deriveInfrastructure(stack: TechStackDocument): DerivedItem<'infrastructure'>[] {
  const mvpText = [
    stack.overview,
    stack.frontend_technologies.join(', '),
    stack.backend_technologies.join(', '),
    (stack.database_technologies ?? []).join(', '),
    stack.infrastructure,
    stack.mvp_architecture,
  ].join('\n');
  const items: DerivedItem<'infrastructure'>[] = [];

  const frontend = stack.frontend_technologies;
  if (frontend.length > 0) {
    const mobile = frontend.some((t) => /react native|expo|flutter|swift|kotlin|ionic/i.test(t));
    items.push(
      item('frontend', {
        name: mobile ? 'Mobile app' : 'Web app',
        kind: 'frontend',
        provider: null,
        purpose: `What people use: ${frontend.join(', ')}`,
        environment: 'all',
        monthlyCostEstimate: null,
        links: [],
      }),
    );
  }
  const backend = stack.backend_technologies;
  if (backend.length > 0) {
    items.push(
      item('backend', {
        name: 'API server',
        kind: 'backend',
        provider: null,
        purpose: `Serves the app and its API: ${backend.join(', ')}`,
        environment: 'all',
        monthlyCostEstimate: null,
        links: [],
      }),
    );
  }
  (stack.database_technologies ?? []).forEach((entry, i) => {
    const [, name = entry, inParens] = /^(.+?)\s*(?:\((.+)\))?$/.exec(entry.trim()) ?? [];
    const host = inParens ?? found(stack.infrastructure, DATABASE_HOSTS)[0] ?? null;
    const stated = statedFor(stack.infrastructure, /database|\bdb\b|postgres|mysql|mongo|rds|sql/i);
    items.push(
      item(i === 0 ? 'database' : `database-${i + 1}`, {
        name: shortName(upperFirst(name.trim()), 80),
        kind: 'database',
        provider: host,
        purpose: i === 0 ? "Stores the product's data" : `Stores data: ${entry}`,
        environment: 'all',
        monthlyCostEstimate: stated.cost,
        links: stated.links,
      }),
    );
  });

  const hosts = found(stack.infrastructure, HOSTS);
  const hostingTerms =
    /host|deploy|server|instance|platform|app|service|aws|azure|cloud|render|fly|railway|vercel|netlify|heroku/i;
  const hosting = statedFor(stack.infrastructure, hostingTerms);
  items.push(
    item('hosting', {
      name: 'Hosting',
      kind: 'hosting',
      provider: either(hosts),
      purpose: upperFirst(stack.infrastructure.trim()).slice(0, 2000),
      environment: environmentOf(stack.infrastructure),
      monthlyCostEstimate: hosting.cost,
      links: hosting.links,
    }),
  );

  for (const service of SERVICES) {
    const providers = found(mvpText, service.providers);
    if (providers.length === 0 && !service.generic?.test(mvpText)) continue;
    const terms = new RegExp(
      [
        ...service.providers.map(([re]) => re.source),
        ...(service.generic ? [service.generic.source] : []),
      ].join('|'),
      'i',
    );
    const stated = statedFor(mvpText, terms);
    const where = clauses(mvpText).find((c) => terms.test(c)) ?? service.name;
    items.push(
      item(service.kind, {
        name: service.name,
        kind: service.kind,
        provider: either(providers),
        purpose: upperFirst(where).slice(0, 2000),
        environment: 'all',
        monthlyCostEstimate: stated.cost,
        links: stated.links,
      }),
    );
  }
  return items;
}
