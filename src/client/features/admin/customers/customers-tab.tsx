import { useState } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { CustomerDetails } from './components/customer-details.tsx';
import { CustomerList } from './components/customer-list.tsx';
import { CUSTOMERS_TEXT as T } from './strings.ts';

/**
 * The Klantenoverzicht tab, also at /customer-overview (spec 001 §2): the searchable customer
 * list beside the chosen customer's details and service history (stacked on a phone).
 * Opened from a notification about a call, it shows that customer (`initialCustomerId`).
 */
export function CustomersTab({ initialCustomerId }: { initialCustomerId?: number }) {
  const [selectedId, setSelectedId] = useState(initialCustomerId);
  return (
    <section aria-labelledby="customers-title" className="flex flex-col gap-4">
      <h2 id="customers-title" className="text-xl font-semibold">
        {T.title}
      </h2>
      <div className="grid gap-4 lg:grid-cols-[minmax(18rem,1fr)_2fr]">
        <CustomerList selectedId={selectedId} onSelect={setSelectedId} />
        <section aria-label={T.detailsLabel}>
          {selectedId === undefined ? (
            <Card className="p-6 text-center text-gray-700">{T.selectPrompt}</Card>
          ) : (
            <CustomerDetails customerId={selectedId} onErased={() => setSelectedId(undefined)} />
          )}
        </section>
      </div>
    </section>
  );
}
