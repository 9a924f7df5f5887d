import { LogOut } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { UI_TEXT } from '../../lib/strings.ts';
import { useAuth } from '../../lib/use-auth.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * Stands on `/`, `/admin` and `/customer-overview` for admins until the dashboard issues bring
 * the tabs. A default export, because the app loads it with `React.lazy`.
 */
export default function AdminDashboardPlaceholder() {
  const { user } = useAuth();
  useDocumentTitle(UI_TEXT.dashboardTitle);
  return (
    <div className="min-h-screen bg-gray-50">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 p-4">
          <p className="text-lg font-bold text-brand-800">{UI_TEXT.workshopName}</p>
          <nav aria-label={UI_TEXT.adminNavigation} className="flex flex-wrap gap-2">
            <Link href="/customer" className={buttonVariants('ghost')}>
              {UI_TEXT.toCustomerPortal}
            </Link>
            <a href="/api/logout" className={buttonVariants('outline')}>
              <LogOut className="size-4" aria-hidden="true" />
              {UI_TEXT.logout}
            </a>
          </nav>
        </div>
      </header>
      <main className="mx-auto max-w-6xl p-4">
        <Card>
          <CardContent className="pt-6">
            <h1 className="text-2xl font-bold text-gray-900">{UI_TEXT.dashboardTitle}</h1>
            <p className="mt-2 text-gray-700">
              {UI_TEXT.signedInAs} <span className="font-medium">{user?.email}</span>
            </p>
            <p className="mt-4 text-gray-700">{UI_TEXT.dashboardComingSoon}</p>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
