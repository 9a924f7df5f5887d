import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'wouter';
import {
  type ClientPage,
  clientPageAt,
  isStaffPath,
  type Viewer,
} from '../contract/client-routes.ts';
import { PlainToasts } from './components/ui/plain-toasts.tsx';
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
// forms A and B on their own paths, the staff's pages; the toaster after the first interaction.
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
type ToasterModule = Awaited<ReturnType<typeof loadToaster>>;

/** Runs `work` once the browser has nothing else to do, or after a second at the latest. */
function whenIdle(work: () => void) {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(work, { timeout: 1000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(work, 1000);
  return () => clearTimeout(timer);
}

const FIRST_INTERACTION_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/** Runs `work` when the browser is idle after the first pointer, key or focus event. */
function afterFirstInteraction(work: () => void) {
  let cancelIdle: (() => void) | undefined;
  const stopListening = () => {
    for (const type of FIRST_INTERACTION_EVENTS) {
      document.removeEventListener(type, onInteraction, true);
    }
  };
  function onInteraction() {
    stopListening();
    cancelIdle = whenIdle(work);
  }
  for (const type of FIRST_INTERACTION_EVENTS) {
    document.addEventListener(type, onInteraction, { capture: true, passive: true });
  }
  return () => {
    stopListening();
    cancelIdle?.();
  };
}

/**
 * A customer's toasts follow something they did, so the toaster's code (13 KB of gzip with its
 * Radix parts) is fetched once the page is idle after the first pointer, key or focus event, or
 * at the first toast, whichever comes first: it stays out of the portal's first download. When
 * that fetch fails (the phone went offline), the toasts are shown plainly, so a toast that says
 * the connection failed does not itself need the connection; every new toast fetches the
 * toaster again.
 */
function LazyToaster() {
  const toasts = useToasts();
  const [toaster, setToaster] = useState<ToasterModule>();
  const [loadFailed, setLoadFailed] = useState(false);
  const load = useCallback(() => {
    // A failure is also seen by the stale-chunk reload.
    loadToaster().then(setToaster, () => setLoadFailed(true));
  }, []);
  useEffect(() => afterFirstInteraction(load), [load]);
  useEffect(() => {
    if (toasts.length > 0 && !toaster) load();
  }, [toasts, toaster, load]);
  if (toasts.length === 0) return null;
  if (toaster) return <toaster.Toaster />;
  return loadFailed ? <PlainToasts toasts={toasts} /> : null;
}

/** The element of each page; `authPending`: form C shows the user lookup's loading state. */
function pageElement(page: ClientPage, authPending: boolean) {
  switch (page) {
    case 'multiBikePortal':
      return <MultiBikePortal authPending={authPending} />;
    case 'singlePagePortal':
      return <SinglePageForm />;
    case 'wizardPortal':
      return <WizardForm />;
    // The dashboard reads its tab from the path (decision 036).
    case 'dashboard':
    case 'customerOverview':
      return <AdminDashboard />;
    case 'adminRequired':
      return <AdminAccessRequiredPage />;
    case 'adminDenied':
      return <AdminAccessDeniedPage />;
    case 'notFound':
      return <NotFoundPage />;
  }
}

/**
 * The routing table of docs/product.md#paths (src/contract/client-routes.ts, which the server
 * answers by too), by the state of the one user lookup.
 */
export function AppRoutes({ startedAsPortalShell }: { startedAsPortalShell: boolean }) {
  const [location] = useLocation();
  const { isLoading, isAuthenticated, isAdmin, error, retry } = useAuth();
  // On a page that started as the portal shell, form C shows the loading state itself.
  if (isLoading && !startedAsPortalShell) return <LoadingPage />;

  const viewer: Viewer = isAdmin ? 'admin' : isAuthenticated ? 'customer' : 'visitor';
  return (
    <Suspense fallback={<LoadingPage />}>
      {error && viewer !== 'admin' && isStaffPath(location) ? (
        <AuthErrorPage error={error} onRetry={retry} />
      ) : (
        pageElement(clientPageAt(location, viewer), isLoading)
      )}
    </Suspense>
  );
}

/**
 * Providers around the routes: data cache and the toaster (docs/product.md#client-behaviour,
 * #limits). `startedAsPortalShell`: the server sent the portal shell
 * (src/contract/portal-shell.ts), so the loading state keeps its hero in place.
 */
export function App({ startedAsPortalShell }: { startedAsPortalShell: boolean }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ErrorBoundary FallbackComponent={LoadFailedPage}>
        <AppRoutes startedAsPortalShell={startedAsPortalShell} />
      </ErrorBoundary>
      {/* A toaster that fails costs the toasts, not the page. */}
      <ErrorBoundary fallback={null}>
        <LazyToaster />
      </ErrorBoundary>
    </QueryClientProvider>
  );
}
