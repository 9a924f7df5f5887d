import { useQuery } from '@tanstack/react-query';
import type { Unanswered } from '../../../../../contract/insights.ts';
import { UNREAD_NOTIFICATIONS_POLL_MS } from '../../../../../contract/notifications.ts';
import { UNANSWERED_QUERY_KEY } from '../../../../lib/unanswered-query-key.ts';

/**
 * `GET /api/insights/unanswered`, polled as often as the notification bell, whose warnings about
 * the same requests it matches.
 */
export const useUnanswered = () =>
  useQuery<Unanswered>({
    queryKey: UNANSWERED_QUERY_KEY,
    refetchInterval: UNREAD_NOTIFICATIONS_POLL_MS,
  });
