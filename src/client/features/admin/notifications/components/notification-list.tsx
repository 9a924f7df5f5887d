import type { RefObject } from 'react';
import { useFocusAfterAction } from '../../../../components/ui/use-focus-after-action.ts';
import { useFormat } from '../../../../lib/format.ts';
import { useTexts } from '../../../../lib/language.ts';
import { useDeleteNotification } from '../api/delete-notification.ts';
import { useNotifications } from '../api/list-notifications.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { type DayGroup, groupByDay } from '../day-groups.ts';
import type { NotificationTarget } from '../notification-target.ts';
import { NOTIFICATIONS_TEXTS } from '../strings.ts';
import { NotificationCard } from './notification-item.tsx';

/**
 * The drawer's content, mounted only while it is open: every notification, newest first, under
 * its day ('Vandaag', 'Gisteren', then the date).
 * Opening one's request or customer also marks it read. After mark read, focus goes to the
 * notification's next button; after delete, to the next notification (or the one before), and
 * to `emptyFocus` when none is left.
 */
export function NotificationList({
  busy,
  emptyFocus,
  onOpen,
}: {
  busy: boolean;
  emptyFocus: RefObject<HTMLElement | null>;
  onOpen: (target: NotificationTarget) => void;
}) {
  const t = useTexts(NOTIFICATIONS_TEXTS);
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const pending = busy || markRead.isPending || remove.isPending;
  const format = useFormat();
  const { list: items, markItem } = useFocusAfterAction<HTMLDivElement>({
    running: pending,
    fallback: emptyFocus,
    keepPosition: true,
  });

  if (list.isPending) return <p role="status">{t.loading}</p>;
  if (list.isError) {
    return (
      <p role="alert" className="text-red-800">
        {t.loadFailed}: {list.error.message}
      </p>
    );
  }
  if (list.data.length === 0) return <p className="text-gray-700">{t.empty}</p>;
  const dayName = (group: DayGroup) =>
    group.when === 'earlier' ? format.longDay(group.items[0]?.createdAt ?? '') : t.day[group.when];
  return (
    <div ref={items} className="flex flex-col gap-4">
      {groupByDay(list.data).map((group) => (
        <section key={group.day} aria-labelledby={`notifications-${group.day}`}>
          <h3
            id={`notifications-${group.day}`}
            className="mb-2 text-xs font-semibold tracking-wide text-gray-700 uppercase"
          >
            {dayName(group)}
          </h3>
          <ul aria-label={t.listOf(dayName(group))} className="flex flex-col gap-2">
            {group.items.map((notification) => (
              <li key={notification.id} data-focus-item={notification.id}>
                <NotificationCard
                  notification={notification}
                  busy={pending}
                  onOpen={(target) => {
                    if (!notification.isRead) markRead.mutate(notification.id);
                    onOpen(target);
                  }}
                  onMarkRead={() => {
                    markItem(notification.id);
                    markRead.mutate(notification.id);
                  }}
                  onDelete={() => {
                    markItem(notification.id);
                    remove.mutate(notification.id);
                  }}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
