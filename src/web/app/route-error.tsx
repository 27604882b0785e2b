import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { ErrorScreen } from '../components/error-screen.tsx';
import { NotFoundScreen } from '../components/not-found-screen.tsx';

/**
 * The router's error boundary. "Try Again" navigates to the same address again: React Router clears a caught
 * render error when the location changes, and loaders run again.
 */
function useRetry(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: location.state },
    );
  };
}

/** Inside the layout: the header and footer stay, the page shows the error. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const retry = useRetry();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return <ErrorScreen error={error} onReset={retry} />;
}

/** When the layout itself failed: the whole page shows the error. */
export function RootErrorScreen() {
  const error = useRouteError();
  const retry = useRetry();
  return <ErrorScreen error={error} onReset={retry} fullPage />;
}
