import { RefreshCw, Send } from 'lucide-react';
import { useRef, useState } from 'react';
import type { OutgoingEmailStatus } from '../../../../../contract/outgoing-emails.ts';
import { Badge, type BadgeVariant } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../../components/ui/card.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Select } from '../../../../components/ui/input.tsx';
import { useFocusAfterAction } from '../../../../components/ui/use-focus-after-action.ts';
import { useFormat } from '../../../../lib/format.ts';
import { useTexts } from '../../../../lib/language.ts';
import { useOutgoingEmails } from '../api/list-outgoing-emails.ts';
import { useResendOutgoingEmail } from '../api/resend-outgoing-email.ts';
import { TEMPLATES_TEXTS, type TemplatesTextTable } from '../strings.ts';

const STATUS_VARIANT: Record<OutgoingEmailStatus, BadgeVariant> = {
  queued: 'info',
  sent: 'success',
  logged: 'default',
  failed: 'danger',
};

type Filter = keyof TemplatesTextTable['outbox']['filter'];

/**
 * 'Uitgaande e-mails': whether a customer was mailed, and a resend for a mail that failed. A
 * resent mail is failed no more and its button goes; focus goes to the next failed mail's (or the
 * one before), else to the heading. 'Meer laden' hands focus to the first mail it added, where a
 * screen reader carries on reading.
 */
export function OutboxCard() {
  const t = useTexts(TEMPLATES_TEXTS).outbox;
  const format = useFormat();
  const [filter, setFilter] = useState<Filter>('all');
  const emails = useOutgoingEmails(filter === 'failed' ? 'failed' : undefined);
  const resend = useResendOutgoingEmail();
  const items = emails.data?.pages.flatMap((page) => page.items) ?? [];
  const heading = useRef<HTMLHeadingElement>(null);
  const {
    list: table,
    markItem,
    markEnd,
  } = useFocusAfterAction<HTMLDivElement>({
    running: resend.isPending || emails.isFetchingNextPage,
    fallback: heading,
  });

  return (
    <Card>
      <CardHeader>
        <h2
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-gray-900 focus:outline-none"
        >
          {t.title}
        </h2>
        <p className="text-sm text-gray-600">{t.description}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end gap-2">
          <FormField label={t.filterLabel}>
            {(control) => (
              <Select
                {...control}
                value={filter}
                onChange={(event) => setFilter(event.target.value as Filter)}
              >
                {Object.entries(t.filter).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <Button
            variant="outline"
            onClick={() => emails.refetch()}
            disabled={emails.isFetching}
            focusableWhenDisabled
          >
            <RefreshCw className="size-4" aria-hidden="true" />
            {t.refresh}
          </Button>
        </div>
        {emails.isPending ? (
          <p role="status">{t.loading}</p>
        ) : emails.isError ? (
          <p role="alert" className="text-red-700">
            {t.loadFailed}: {emails.error.message}
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-gray-600">{t.empty}</p>
        ) : (
          <div ref={table} className="max-h-[32rem] overflow-auto rounded-md border">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t.caption}</caption>
              <thead className="sticky top-0 bg-gray-50">
                <tr>
                  {Object.values(t.columns).map((column) => (
                    <th key={column} className="p-2 whitespace-nowrap">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-200">
                {items.map((email) => (
                  <tr
                    key={email.id}
                    data-focus-item={email.id}
                    tabIndex={-1}
                    className="focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
                  >
                    <td className="p-2 break-all">{email.recipient}</td>
                    <td className="p-2">{email.subject}</td>
                    <td className="p-2">
                      <Badge variant={STATUS_VARIANT[email.status]}>{t.status[email.status]}</Badge>
                    </td>
                    <td className="p-2 text-center">{email.attempts}</td>
                    <td className="p-2 text-red-800">{email.lastError}</td>
                    <td className="p-2 whitespace-nowrap">{format.timestamp(email.createdAt)}</td>
                    <td className="p-2">
                      {email.status === 'failed' ? (
                        <Button
                          variant="outline"
                          aria-label={t.resendLabel(email.recipient, email.subject)}
                          disabled={resend.isPending}
                          onClick={() => {
                            markItem(email.id);
                            resend.mutate(email.id);
                          }}
                        >
                          <Send className="size-4" aria-hidden="true" />
                          {t.resend}
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {emails.hasNextPage ? (
          <Button
            variant="outline"
            className="self-start"
            disabled={emails.isFetchingNextPage}
            onClick={() => {
              markEnd();
              void emails.fetchNextPage();
            }}
          >
            {t.more}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
