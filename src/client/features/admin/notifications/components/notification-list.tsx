import { useDeleteNotification } from '../api/delete-notification.ts';
import { useNotifications } from '../api/list-notifications.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import type { NotificationTarget } from '../notification-target.ts';
import { NOTIFICATIONS_TEXT as T } from '../strings.ts';
import { NotificationCard } from './notification-item.tsx';

/**
 * The drawer's content, mounted only while it is open: every notification, newest first.
 * Opening one's request or customer also marks it read.
 */
export function NotificationList({
  busy,
  onOpen,
}: {
  busy: boolean;
  onOpen: (target: NotificationTarget) => void;
}) {
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const pending = busy || markRead.isPending || remove.isPending;

  if (list.isPending) return <p role="status">{T.loading}</p>;
  if (list.isError) {
    return (
      <p role="alert" className="text-red-800">
        {T.loadFailed}: {list.error.message}
      </p>
    );
  }
  if (list.data.length === 0) return <p className="text-gray-700">{T.empty}</p>;
  return (
    <ul aria-label={T.listLabel} className="flex flex-col gap-3">
      {list.data.map((notification) => (
        <li key={notification.id}>
          <NotificationCard
            notification={notification}
            busy={pending}
            onOpen={(target) => {
              if (!notification.isRead) markRead.mutate(notification.id);
              onOpen(target);
            }}
            onMarkRead={() => markRead.mutate(notification.id)}
            onDelete={() => remove.mutate(notification.id)}
          />
        </li>
      ))}
    </ul>
  );
}
