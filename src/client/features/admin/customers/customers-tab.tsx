import { useRef, useState } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { useFocusAfterAction } from '../../../components/ui/use-focus-after-action.ts';
import { useTexts } from '../../../lib/language.ts';
import { CustomerDetails } from './components/customer-details.tsx';
import { CustomerList } from './components/customer-list.tsx';
import { CUSTOMERS_TEXTS } from './strings.ts';

/**
 * The Klantenoverzicht tab, also at /customer-overview (docs/product.md#customers-tab): the
 * searchable customer list beside the chosen customer's details and service history (stacked on a
 * phone). The chosen customer is in the address bar (`selectedId`, decision 036), so a link or a
 * notification about a call opens them. An erased customer's place goes to the next customer in
 * the list (or the one before), else to the heading.
 */
export function CustomersTab({
  selectedId,
  onSelect,
}: {
  selectedId: number | undefined;
  onSelect: (id: number | undefined) => void;
}) {
  const t = useTexts(CUSTOMERS_TEXTS);
  const [erasing, setErasing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { list, markItem } = useFocusAfterAction<HTMLUListElement>({
    running: erasing,
    fallback: heading,
  });
  return (
    <section aria-labelledby="customers-title" className="flex flex-col gap-4">
      <h2
        id="customers-title"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold focus:outline-none"
      >
        {t.title}
      </h2>
      <div className="grid gap-4 lg:grid-cols-[minmax(18rem,1fr)_2fr]">
        <CustomerList list={list} selectedId={selectedId} onSelect={onSelect} />
        <section aria-label={t.detailsLabel}>
          {selectedId === undefined ? (
            <Card className="p-6 text-center text-gray-700">{t.selectPrompt}</Card>
          ) : (
            <CustomerDetails
              customerId={selectedId}
              erasure={{
                open: erasing,
                onOpenChange: (open) => {
                  if (open) markItem(selectedId);
                  setErasing(open);
                },
                onErased: () => onSelect(undefined),
              }}
            />
          )}
        </section>
      </div>
    </section>
  );
}
