import { Link } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';

export function SignedOutPanel({ heading, text }: { heading: string; text: string }) {
  return (
    <PageContainer className="flex flex-1 justify-center py-10 sm:py-16">
      <div className="w-full max-w-xl">
        <h1 className="font-semibold text-3xl tracking-tight">{heading}</h1>
        <div className="mt-6 grid gap-4 rounded-lg border bg-muted/40 p-5 text-sm">
          <p>{text}</p>
          <div>
            <Link to="/auth" className={buttonVariants()}>
              Sign in
            </Link>
          </div>
        </div>
      </div>
    </PageContainer>
  );
}
