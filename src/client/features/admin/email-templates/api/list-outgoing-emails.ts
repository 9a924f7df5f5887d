import { useInfiniteQuery } from '@tanstack/react-query';
import type {
  OutgoingEmail,
  OutgoingEmailPage,
  OutgoingEmailStatus,
} from '../../../../../contract/outgoing-emails.ts';
import { getJson } from '../../../../lib/api-client.ts';
import type { Wire } from '../../../../lib/json-api.ts';

export type OutgoingEmailItem = Wire<OutgoingEmail>;
type Page = Omit<OutgoingEmailPage, 'items'> & { items: OutgoingEmailItem[] };

export const OUTGOING_EMAILS_QUERY_KEY = ['/api/outgoing-emails'] as const;

/** `GET /api/outgoing-emails?status=&before=`: the outbox, newest first, a page at a time. */
export function useOutgoingEmails(status?: OutgoingEmailStatus) {
  return useInfiniteQuery({
    queryKey: [...OUTGOING_EMAILS_QUERY_KEY, { status }],
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams();
      if (status) query.set('status', status);
      if (pageParam) query.set('before', String(pageParam));
      return getJson<Page>(`/api/outgoing-emails?${query}`);
    },
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
  });
}
