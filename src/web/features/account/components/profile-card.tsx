import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import type { Me } from '../api/account.ts';

const METHOD_LABELS: Record<string, string> = {
  email: 'E-mail and password',
  credential: 'E-mail and password',
  google: 'Google',
  github: 'GitHub',
  anonymous: 'Anonymous',
};

export function methodLabel(method: string): string {
  return METHOD_LABELS[method] ?? method;
}

function formatDate(value: string | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? null
    : date.toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** Who the user is: picture, names, e-mail and how they sign in. */
export function ProfileCard({ me }: { me: Me }) {
  const name = me.profile?.fullName ?? me.user.name;
  const image = me.user.image ?? me.profile?.avatarUrl ?? null;
  const methods = me.signInMethods.length ? me.signInMethods : me.user.isAnonymous ? ['anonymous'] : [];
  const since = formatDate(me.user.createdAt);
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
      <Avatar name={name} image={image} className="size-16 text-lg" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-xl" data-testid="profile-name">
          {name}
        </p>
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">Username</dt>
          <dd className="truncate">{me.profile?.username ?? '—'}</dd>
          <dt className="text-muted-foreground">E-mail</dt>
          <dd className="truncate">
            {me.user.isAnonymous ? 'None (anonymous account)' : (me.user.email ?? '—')}
          </dd>
          {since ? (
            <>
              <dt className="text-muted-foreground">Member since</dt>
              <dd>{since}</dd>
            </>
          ) : null}
          <dt className="text-muted-foreground">Sign-in method</dt>
          <dd className="flex flex-wrap gap-1.5">
            {methods.map((method) => (
              <Badge key={method} variant="soft">
                {methodLabel(method)}
              </Badge>
            ))}
          </dd>
        </dl>
      </div>
    </div>
  );
}
