import {
  FolderKanbanIcon,
  FolderPlusIcon,
  MessageSquareTextIcon,
  PlusIcon,
  RotateCcwIcon,
  SearchIcon,
  SearchXIcon,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PROJECT_SORTS, type ProjectSort } from '../../../../domain/projects-api.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { AuthLoading } from '../../../lib/auth/require-auth.tsx';
import { useAuth } from '../../../lib/auth/session.ts';
import { cn } from '../../../lib/cn.ts';
import { useProjectList } from '../api/projects.ts';
import { useDebounced } from '../hooks/use-debounced.ts';
import { failureText } from '../lib/failure.ts';
import { plural, readListParams, SORT_LABELS, writeListParams } from '../lib/format.ts';
import { NewProjectDialog } from './new-project-dialog.tsx';
import { ProjectCard, ProjectCardSkeleton } from './project-card.tsx';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

function EmptyState({ onNew, signedIn }: { onNew: () => void; signedIn: boolean }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-dashed px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <FolderKanbanIcon className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-5 font-semibold text-xl">No projects yet</h2>
      <p className="mt-2 text-muted-foreground text-sm leading-relaxed">
        The easiest way to start one is from a chat: shape your idea with the guide, then press “Save to
        project” and everything it wrote comes along.
      </p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        <Link to="/chat" className={buttonVariants()}>
          <MessageSquareTextIcon aria-hidden="true" />
          Start from a chat
        </Link>
        <Button variant="outline" onClick={onNew}>
          <FolderPlusIcon aria-hidden="true" />
          New empty project
        </Button>
      </div>
      {signedIn ? null : (
        <p className="mt-6 text-muted-foreground text-sm">
          Already have projects?{' '}
          <Link to="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        </p>
      )}
    </div>
  );
}

function NoMatches({ search, onClear }: { search: string; onClear: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <SearchXIcon className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="text-sm">No project matches “{search}”.</p>
      <Button variant="outline" size="sm" onClick={onClear}>
        Clear the search
      </Button>
    </div>
  );
}

/** /projects: the caller's projects with progress and counts; search and sort kept in the URL; more on scroll. */
export function ProjectListScreen() {
  const { status, user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const { search, sort } = readListParams(searchParams);
  const [typed, setTyped] = useState(search);
  const debounced = useDebounced(typed, 300);
  const [creating, setCreating] = useState(false);
  const list = useProjectList({ search, sort }, Boolean(user));
  const sentinel = useRef<HTMLDivElement>(null);

  // The typed search reaches the URL (and the query) once typing pauses; history is not flooded.
  useEffect(() => {
    if (debounced.trim() === search) return;
    setSearchParams((current) => writeListParams(current, { search: debounced.trim() }), { replace: true });
  }, [debounced, search, setSearchParams]);

  // Back/forward to another search puts its text in the box.
  const lastUrlSearch = useRef(search);
  useEffect(() => {
    if (search !== lastUrlSearch.current && search !== debounced.trim()) setTyped(search);
    lastUrlSearch.current = search;
  }, [search, debounced]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '300px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (status === 'loading') return <AuthLoading />;

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const searching = search !== '';
  const pending = Boolean(user) && list.isPending;
  const empty = !user || (list.isSuccess && items.length === 0 && !searching);

  let body: React.ReactNode;
  if (pending) {
    body = (
      <div className={GRID} role="status" aria-label="Loading projects">
        {[0, 1, 2, 3, 4, 5].map((card) => (
          <ProjectCardSkeleton key={card} />
        ))}
      </div>
    );
  } else if (list.isError) {
    body = (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-2xl border px-6 py-12 text-center"
      >
        <p className="text-sm">{failureText(list.error, 'GET_PROJECTS_FAILED')}</p>
        <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
          <RotateCcwIcon aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  } else if (empty) {
    body = <EmptyState onNew={() => setCreating(true)} signedIn={Boolean(user)} />;
  } else if (items.length === 0) {
    body = <NoMatches search={search} onClear={() => setTyped('')} />;
  } else {
    body = (
      <ul className={GRID} aria-label="Projects">
        {items.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
    );
  }

  const showTools = Boolean(user) && !(list.isSuccess && items.length === 0 && !searching);
  return (
    <PageContainer className="py-8 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-semibold text-3xl tracking-tight">Projects</h1>
          <p className="mt-1 text-muted-foreground text-sm" aria-live="polite">
            {list.isSuccess && items.length > 0
              ? searching
                ? `${plural(items.length, 'project')}${hasNextPage ? '+' : ''} matching “${search}”`
                : 'Your ideas, their chats and their documents, together.'
              : 'Your ideas, their chats and their documents, together.'}
          </p>
        </div>
        {showTools || pending ? (
          <Button onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden="true" />
            New project
          </Button>
        ) : null}
      </div>

      {showTools ? (
        <search className="mt-6 flex flex-col gap-2 sm:flex-row sm:items-center" aria-label="Find projects">
          <div className="relative flex-1">
            <SearchIcon
              className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              type="search"
              aria-label="Search projects"
              placeholder="Search by name or description"
              value={typed}
              maxLength={200}
              onChange={(event) => setTyped(event.target.value)}
              className="pl-9"
            />
          </div>
          <label className="flex items-center gap-2 text-sm">
            <span className="text-muted-foreground">Sort by</span>
            <select
              value={sort}
              onChange={(event) =>
                setSearchParams((current) =>
                  writeListParams(current, { sort: event.target.value as ProjectSort }),
                )
              }
              className="h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {PROJECT_SORTS.map((option) => (
                <option key={option} value={option}>
                  {SORT_LABELS[option]}
                </option>
              ))}
            </select>
          </label>
        </search>
      ) : null}

      <div className={cn('mt-6', list.isFetching && !pending && !isFetchingNextPage && 'opacity-80')}>
        {body}
      </div>
      <div ref={sentinel} />
      {hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <Button variant="ghost" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? <Spinner className="size-4" /> : null}
            {isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      ) : null}
      <NewProjectDialog open={creating} onOpenChange={setCreating} />
    </PageContainer>
  );
}
