import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { CustomerPortalPlaceholder } from './features/intake/customer-portal-placeholder.tsx';
import { useAuth } from './lib/use-auth.ts';
import { AdminAccessDeniedPage } from './pages/admin-access-denied-page.tsx';
import { AdminAccessRequiredPage } from './pages/admin-access-required-page.tsx';
import { LoadingPage } from './pages/loading-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';

// Loaded on demand, so the customer portals never download the staff's code.
const AdminDashboard = lazy(() => import('./features/admin/admin-dashboard.tsx'));

const CUSTOMER_PATHS = [
  '/customer',
  '/customer-portal',
  '/customer-portal-steps',
  '/customer-portal-multi',
  '/multi-bike-portal',
];

function Admin() {
  return (
    <Suspense fallback={<LoadingPage />}>
      <AdminDashboard />
    </Suspense>
  );
}

/** The routing table of the spec, by sign-in state. */
export function App() {
  const { isLoading, isAuthenticated, isAdmin } = useAuth();
  if (isLoading) return <LoadingPage />;
  return (
    <Switch>
      <Route path="/">{isAdmin ? <Admin /> : <CustomerPortalPlaceholder />}</Route>
      <Route path="/admin">
        {isAdmin ? (
          <Admin />
        ) : isAuthenticated ? (
          <AdminAccessDeniedPage />
        ) : (
          <AdminAccessRequiredPage />
        )}
      </Route>
      {isAdmin && (
        <Route path="/customer-overview">
          <Admin />
        </Route>
      )}
      {CUSTOMER_PATHS.map((path) => (
        <Route key={path} path={path}>
          <CustomerPortalPlaceholder />
        </Route>
      ))}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
