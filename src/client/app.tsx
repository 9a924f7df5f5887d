import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Route, Switch } from 'wouter';
import { MULTI_BIKE_PORTAL_PATHS } from '../contract/portal-shell.ts';
import { MultiBikePortal } from './features/intake/multi-bike/multi-bike-portal.tsx';
import { queryClient } from './lib/query-client.ts';
import { useToasts } from './lib/toast.ts';
import { useAuth } from './lib/use-auth.ts';
import { LoadFailedPage } from './pages/load-failed-page.tsx';
import { LoadingPage } from './pages/loading-page.tsx';

/** A component of a module that is fetched the first time it is shown. */
const lazyNamed = <Name extends string, Props extends object>(
  load: () => Promise<{ [key in Name]: ComponentType<Props> }>,
  name: Name,
) => lazy(async () => ({ default: (await load())[name] }));

// Form C, on `/`, is what nearly every customer opens, so only it is in the first download
// (issue 7's budget of 120 KB of JavaScript). Everything else is fetched when it is shown:
// forms A and B on their own paths, the staff's pages, and the toaster at the first tap or key.
// The customer portals never download the staff's code.
const AdminDashboard = lazy(() => import('./features/admin/dashboard/admin-dashboard.tsx'));
const SinglePageForm = lazyNamed(
  () => import('./features/intake/single-page/single-page-form.tsx'),
  'SinglePageForm',
);
const WizardForm = lazyNamed(
  () => import('./features/intake/wizard/wizard-form.tsx'),
  'WizardForm',
);
const AdminAccessDeniedPage = lazyNamed(
  () => import('./pages/admin-access-denied-page.tsx'),
  'AdminAccessDeniedPage',
);
const AdminAccessRequiredPage = lazyNamed(
  () => import('./pages/admin-access-required-page.tsx'),
  'AdminAccessRequiredPage',
);
const AuthErrorPage = lazyNamed(() => import('./pages/auth-error-page.tsx'), 'AuthErrorPage');
const NotFoundPage = lazyNamed(() => import('./pages/not-found-page.tsx'), 'NotFoundPage');
const loadToaster = () => import('./components/ui/toaster.tsx');
const Toaster = lazyNamed(loadToaster, 'Toaster');

const FIRST_INTERACTIONS = ['pointerdown', 'keydown'] as const;

/**
 * The toaster's code is fetched at the first tap or key press, before any toast can be due: a
 * toast that says a request failed must not itself need the connection that just failed.
 */
function LazyToaster() {
  const hasToasts = useToasts().length > 0;
  useEffect(() => {
    // A failure is handled where the toaster is shown (its error boundary, below) and by the
    // stale-chunk reload; here it would only be an unhandled rejection.
    const preload = () => void loadToaster().catch(() => {});
    const options = { capture: true, once: true } as const;
    for (const type of FIRST_INTERACTIONS) window.addEventListener(type, preload, options);
    return () => {
      for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, preload, options);
    };
  }, []);
  if (!hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/**
 * The routing table of spec 000 §2, by the state of the one user lookup. Which portal stands on
 * which customer path is decided in DESIGN.md: form C on `/`, `/customer`,
 * `/customer-portal-multi` and `/multi-bike-portal`; form A and form B on their own paths.
 */
export function AppRoutes({ startedAsPortalShell }: { startedAsPortalShell: boolean }) {
  const { isLoading, isAuthenticated, isAdmin, error, retry } = useAuth();
  // On a page that started as the portal shell, form C shows the loading state itself.
  if (isLoading && !startedAsPortalShell) return <LoadingPage />;

  const authError = error ? <AuthErrorPage error={error} onRetry={retry} /> : null;
  const portal = <MultiBikePortal authPending={isLoading} />;
  return (
    <Suspense fallback={<LoadingPage />}>
      <Switch>
        <Route path="/">{isAdmin ? <AdminDashboard /> : portal}</Route>
        <Route path="/admin">
          {isAdmin ? (
            <AdminDashboard />
          ) : (
            (authError ??
            (isAuthenticated ? <AdminAccessDeniedPage /> : <AdminAccessRequiredPage />))
          )}
        </Route>
        <Route path="/customer-overview">
          {isAdmin ? <AdminDashboard initialTab="customers" /> : (authError ?? <NotFoundPage />)}
        </Route>
        <Route path="/customer-portal">
          <SinglePageForm />
        </Route>
        <Route path="/customer-portal-steps">
          <WizardForm />
        </Route>
        {MULTI_BIKE_PORTAL_PATHS.map((path) => (
          <Route key={path} path={path}>
            {portal}
          </Route>
        ))}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  );
}

/**
 * Providers around the routes: data cache and the toaster (spec 000 §7, §9).
 * `startedAsPortalShell`: the server sent the portal shell (src/contract/portal-shell.ts), so
 * the loading state keeps its hero in place.
 */
export function App({ startedAsPortalShell }: { startedAsPortalShell: boolean }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ErrorBoundary FallbackComponent={LoadFailedPage}>
        <AppRoutes startedAsPortalShell={startedAsPortalShell} />
      </ErrorBoundary>
      {/* Without its code there are no toasts, but the page stays. */}
      <ErrorBoundary fallback={null}>
        <LazyToaster />
      </ErrorBoundary>
    </QueryClientProvider>
  );
}
