import { ShieldAlert } from 'lucide-react';
import { useTexts } from '../../../lib/language.ts';
import { AdminUsersCard } from './components/admin-users-card.tsx';
import { CapacityCard } from './components/capacity-card.tsx';
import { ClosedDaysCard } from './components/closed-days-card.tsx';
import { IntegrationTestsCard } from './components/integration-tests-card.tsx';
import { LeaseCompaniesCard } from './components/lease-companies-card.tsx';
import { OnLocationNoteCard } from './components/on-location-note-card.tsx';
import { PhoneSyncCard } from './components/phone-sync-card.tsx';
import { WaitTimesCard } from './components/wait-times-card.tsx';
import { CONFIG_TEXTS } from './strings.ts';

/**
 * The Configuratie tab (docs/product.md#configuration-tab): wait times, the workshop's capacity
 * and closed days, the leasing companies, integration tests, admins, phone sync.
 */
export function ConfigurationTab() {
  const texts = useTexts(CONFIG_TEXTS);
  return (
    // Columns that may be narrower than a card's longest line (an admin's e-mail address, which
    // the card truncates), so a phone's screen never scrolls sideways.
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <WaitTimesCard />
      <OnLocationNoteCard />
      <CapacityCard />
      <ClosedDaysCard />
      <LeaseCompaniesCard />
      <IntegrationTestsCard />
      <AdminUsersCard />
      <section
        aria-labelledby="admin-rights-warning"
        className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
      >
        <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div>
          <h2 id="admin-rights-warning" className="font-semibold">
            {texts.warning.title}
          </h2>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {texts.warning.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </section>
      <div className="lg:col-span-2">
        <PhoneSyncCard />
      </div>
    </div>
  );
}
