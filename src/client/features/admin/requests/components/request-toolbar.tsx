import { Download, RefreshCw, Search } from 'lucide-react';
import { useState } from 'react';
import { SEARCH_MAX_LENGTH } from '../../../../../contract/search.ts';
import { Button, buttonVariants } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { useTexts } from '../../../../lib/language.ts';
import { type RequestFilters, requestListParams } from '../api/list-service-requests.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import { ChoiceSelect } from './choice-select.tsx';

/**
 * Search (submitted by Enter or 'Zoeken', cleared by 'Wissen'), the status and archive filters,
 * the completed-repairs check and the CSV export of what the filters select.
 */
export function RequestToolbar({
  filters,
  onChange,
  onCheckCompleted,
  checking,
}: {
  filters: RequestFilters;
  onChange: (filters: RequestFilters) => void;
  onCheckCompleted: () => void;
  checking: boolean;
}) {
  const t = useTexts(REQUESTS_TEXTS);
  const [text, setText] = useState(filters.search);
  return (
    <div className="flex flex-col gap-3">
      <search>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            onChange({ ...filters, search: text.trim() });
          }}
        >
          <FormField label={t.searchLabel} className="min-w-60 flex-1">
            {(control) => (
              <Input
                {...control}
                type="search"
                maxLength={SEARCH_MAX_LENGTH}
                value={text}
                placeholder={t.searchPlaceholder}
                onChange={(event) => setText(event.target.value)}
              />
            )}
          </FormField>
          <Button type="submit">
            <Search className="size-4" aria-hidden="true" />
            {t.search}
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              setText('');
              onChange({ ...filters, search: '' });
            }}
          >
            {t.clear}
          </Button>
        </form>
      </search>
      <div className="flex flex-wrap items-end gap-2">
        <ChoiceSelect
          label={t.statusFilterLabel}
          className="w-48"
          value={filters.status}
          choices={t.statusFilter}
          onChange={(status) => onChange({ ...filters, status })}
        />
        <ChoiceSelect
          label={t.archiveFilterLabel}
          className="w-56"
          value={filters.archive}
          choices={t.archiveFilter}
          onChange={(archive) => onChange({ ...filters, archive })}
        />
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          <Button
            variant="outline"
            onClick={onCheckCompleted}
            disabled={checking}
            focusableWhenDisabled
          >
            <RefreshCw className="size-4" aria-hidden="true" />
            {t.checkCompleted}
          </Button>
          <a
            href={`/api/service-requests/export.csv?${requestListParams(filters)}`}
            download
            className={buttonVariants('outline')}
          >
            <Download className="size-4" aria-hidden="true" />
            {t.exportCsv}
          </a>
        </div>
      </div>
    </div>
  );
}
