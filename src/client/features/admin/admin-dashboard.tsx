import { buttonClassName } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { SHELL_TEXT } from '../../lib/strings.ts';
import { useAuth } from '../../lib/use-auth.ts';

/** The staff's dashboard; its tabs arrive with the dashboard issues. */
export default function AdminDashboard() {
  const { user } = useAuth();
  return (
    <div className="min-h-screen">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 p-4">
          <p className="font-semibold">Beheerdersdashboard</p>
          <nav aria-label="Beheer" className="flex gap-2">
            <a href="/customer" className={buttonClassName('ghost')}>
              {SHELL_TEXT.toCustomerPortal}
            </a>
            <a href="/api/logout" className={buttonClassName('outline')}>
              {SHELL_TEXT.logout}
            </a>
          </nav>
        </div>
      </header>
      <main className="mx-auto max-w-6xl p-4">
        <Card className="p-6">
          <h1 className="text-2xl font-bold">Beheerdersdashboard</h1>
          <p className="mt-2 text-gray-600">Ingelogd als {user?.email}</p>
        </Card>
      </main>
    </div>
  );
}
