import { FolderXIcon, RotateCcwIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';

/** A project that is gone, never existed, or is someone else's: the same friendly answer (never "forbidden"). */
export function ProjectUnavailable({
  title = 'This project isn’t available',
  text = 'It may have been deleted, or it belongs to another account.',
  action = { to: '/projects', label: 'Back to your projects' },
}: {
  title?: string;
  text?: string;
  action?: { to: string; label: string };
}) {
  return (
    <PageContainer className="flex flex-1 items-center justify-center py-16">
      <div className="flex max-w-md flex-col items-center text-center">
        <FolderXIcon className="size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="mt-4 font-semibold text-xl">{title}</h1>
        <p className="mt-1 text-muted-foreground text-sm">{text}</p>
        <Link to={action.to} className={buttonVariants({ className: 'mt-6' })}>
          {action.label}
        </Link>
      </div>
    </PageContainer>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <PageContainer className="flex flex-1 items-center justify-center py-16">
      <div role="alert" className="flex max-w-md flex-col items-center gap-3 text-center">
        <p className="text-sm">{message}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCcwIcon aria-hidden="true" />
          Try again
        </Button>
      </div>
    </PageContainer>
  );
}

export function DetailSkeleton() {
  return (
    <PageContainer className="py-8 sm:py-12" role="status" aria-label="Loading the project">
      <div className="h-4 w-24 animate-pulse rounded bg-muted" />
      <div className="mt-4 h-8 w-1/2 animate-pulse rounded bg-muted" />
      <div className="mt-3 h-4 w-2/3 animate-pulse rounded bg-muted" />
      <div className="mt-8 h-24 animate-pulse rounded-xl bg-muted" />
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className="h-56 animate-pulse rounded-xl bg-muted" />
        <div className="h-56 animate-pulse rounded-xl bg-muted" />
      </div>
    </PageContainer>
  );
}
