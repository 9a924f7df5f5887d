import { QueryClientProvider } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { Toaster } from './components/ui/toaster.tsx';
import { CustomerPortalPlaceholder } from './features/intake/customer-portal-placeholder.tsx';
import { queryClient } from './lib/query-client.ts';
import { useAuth } from './lib/use-auth.ts';
import { AdminAccessDeniedPage } from './pages/admin-access-denied-page.tsx';
import { AdminAccessRequiredPage } from './pages/admin-access-required-page.tsx';
import { AuthErrorPage } from './pages/auth-error-page.tsx';
import { LoadingPage } from './pages/loading-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';

/** Spec 000 §9: tooltips open after 700 ms; moving to the next one within 300 ms skips it. */
const TOOLTIP_DELAY_MS = 700;
const TOOLTIP_SKIP_DELAY_MS = 300;

/** The paths that show a customer portal to everyone (spec 000 §2), besides `/`. */
export const CUSTOMER_PATHS = [
  '/customer',
  '/customer-portal',
  '/customer-portal-steps',
  '/customer-portal-multi',
  '/multi-bike-portal',
] as const;

// A separate chunk, fetched only when an admin opens a dashboard path: the customer portals
// never download the staff's code.
const AdminDashboard = lazy(() => import('./features/admin/admin-dashboard-placeholder.tsx'));

function AdminPage() {
  return (
    <Suspense fallback={<LoadingPage />}>
      <AdminDashboard />
    </Suspense>
  );
}

/** The routing table of spec 000 §2, by the state of the one user lookup. */
export function AppRoutes() {
  const { isLoading, isAuthenticated, isAdmin, error, retry } = useAuth();
  if (isLoading) return <LoadingPage />;

  const authError = error ? <AuthErrorPage error={error} onRetry={retry} /> : null;
  const portal = <CustomerPortalPlaceholder />;
  return (
    <Switch>
      <Route path="/">{isAdmin ? <AdminPage /> : portal}</Route>
      <Route path="/admin">
        {isAdmin ? (
          <AdminPage />
        ) : (
          (authError ?? (isAuthenticated ? <AdminAccessDeniedPage /> : <AdminAccessRequiredPage />))
        )}
      </Route>
      {/* The customer overview arrives with its issue; until then the dashboard stands here. */}
      <Route path="/customer-overview">
        {isAdmin ? <AdminPage /> : (authError ?? <NotFoundPage />)}
      </Route>
      {CUSTOMER_PATHS.map((path) => (
        <Route key={path} path={path}>
          {portal}
        </Route>
      ))}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}

/** Providers around the routes: data cache, tooltips and the toaster (spec 000 §7, §9). */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
        <AppRoutes />
        <Toaster />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
