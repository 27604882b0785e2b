import { JOURNEY_STAGE_LABELS } from '../../../../domain/journey-api.ts';
import { PROJECT_SORTS, type ProjectSort } from '../../../../domain/projects-api.ts';

/** "just now", "5 min ago", "3 h ago", "yesterday", "4 days ago", then the date ("12 Mar", "12 Mar 2025"). */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const minutes = Math.floor((now.getTime() - time) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days === 1) return 'yesterday';
  if (days < 7) return `${days} days ago`;
  const date = new Date(time);
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

export function stageLabel(stage: keyof typeof JOURNEY_STAGE_LABELS): string {
  return JOURNEY_STAGE_LABELS[stage];
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

export const SORT_LABELS: Record<ProjectSort, string> = {
  activity: 'Last activity',
  name: 'Name (A–Z)',
  created: 'Newest first',
};

/** The list's state lives in the URL (?q=…&sort=…): unknown values fall back to the defaults. */
export function readListParams(params: URLSearchParams): { search: string; sort: ProjectSort } {
  const sort = params.get('sort');
  return {
    search: (params.get('q') ?? '').trim().slice(0, 200),
    sort: (PROJECT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ProjectSort) : 'activity',
  };
}

/** The URL's search params for a list state; defaults are left out so /projects stays clean. */
export function writeListParams(
  current: URLSearchParams,
  next: { search?: string; sort?: ProjectSort },
): URLSearchParams {
  const params = new URLSearchParams(current);
  if (next.search !== undefined) {
    if (next.search.trim() === '') params.delete('q');
    else params.set('q', next.search);
  }
  if (next.sort !== undefined) {
    if (next.sort === 'activity') params.delete('sort');
    else params.set('sort', next.sort);
  }
  return params;
}

/** The public address of a project shared by link. */
export function shareUrl(token: string, origin: string = window.location.origin): string {
  return `${origin}/shared/projects/${encodeURIComponent(token)}`;
}
