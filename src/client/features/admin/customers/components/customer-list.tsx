import { Search } from 'lucide-react';
import { type Ref, useId, useState } from 'react';
import { CUSTOMER_LIST_LIMIT } from '../../../../../contract/customers.ts';
import { SEARCH_MAX_LENGTH } from '../../../../../contract/search.ts';
import { Input } from '../../../../components/ui/input.tsx';
import { cn } from '../../../../lib/cn.ts';
import { useFormat } from '../../../../lib/format.ts';
import { useTexts } from '../../../../lib/language.ts';
import { useCustomers } from '../api/list-customers.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { CUSTOMERS_TEXTS } from '../strings.ts';

/** Typing pauses this long before the server is asked. */
const SEARCH_DEBOUNCE_MS = 300;

/** The searchable customer list; choosing one shows its details beside (or below) it. */
export function CustomerList({
  list,
  selectedId,
  onSelect,
}: {
  list: Ref<HTMLUListElement>;
  selectedId: number | undefined;
  onSelect: (id: number) => void;
}) {
  const t = useTexts(CUSTOMERS_TEXTS);
  const format = useFormat();
  const searchId = useId();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const customers = useCustomers(search);

  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          {t.searchLabel}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500"
          aria-hidden="true"
        />
        <Input
          id={searchId}
          type="search"
          maxLength={SEARCH_MAX_LENGTH}
          className="pl-9"
          placeholder={t.searchPlaceholder}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
      </div>
      {customers.isPending ? (
        <p role="status">{t.loading}</p>
      ) : customers.isError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
          {t.fetchCustomersFailed}: {customers.error.message}
        </p>
      ) : customers.data.length === 0 ? (
        <p role="status" className="p-3 text-center text-gray-700">
          {search ? t.emptySearch : t.empty}
        </p>
      ) : (
        <>
          <ul
            ref={list}
            aria-label={t.listLabel}
            aria-busy={customers.isPlaceholderData}
            className="flex max-h-[28rem] flex-col gap-1 overflow-y-auto"
          >
            {customers.data.map((customer) => (
              <li key={customer.id} data-focus-item={customer.id}>
                <button
                  type="button"
                  aria-current={customer.id === selectedId ? 'true' : undefined}
                  onClick={() => onSelect(customer.id)}
                  className={cn(
                    'flex w-full flex-col items-start gap-0.5 rounded-md border p-3 text-left',
                    'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
                    customer.id === selectedId
                      ? 'border-brand-600 bg-brand-50'
                      : 'border-gray-200 bg-white hover:bg-gray-50',
                  )}
                >
                  <span className="font-medium break-all text-gray-900">{customer.fullName}</span>
                  <span className="text-sm break-all text-gray-700">{customer.email}</span>
                  <span className="text-xs text-gray-600">
                    {t.joined} {format.shortDate(customer.createdAt)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {customers.data.length >= CUSTOMER_LIST_LIMIT ? (
            <p className="text-sm text-gray-600">{t.capped(CUSTOMER_LIST_LIMIT)}</p>
          ) : null}
        </>
      )}
    </div>
  );
}
