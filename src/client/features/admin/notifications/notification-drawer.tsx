import { Bell, CheckCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Sheet } from '../../../components/ui/sheet.tsx';
import { useTexts } from '../../../lib/language.ts';
import { useUnreadNotifications } from './api/get-unread-notifications.ts';
import { useMarkAllNotificationsRead } from './api/mark-all-notifications-read.ts';
import { NotificationList } from './components/notification-list.tsx';
import type { NotificationTarget } from './notification-target.ts';
import { NOTIFICATIONS_TEXTS } from './strings.ts';

/**
 * The top bar's bell with the unread count (docs/product.md#limits: '99+' above 99, polled every
 * 10 s), and the 'System Notifications' drawer it opens: the list, polled every 30 s while open,
 * with mark read, delete and mark all read. A notification about a request or a customer
 * opens it in the dashboard and closes the drawer.
 */
export function NotificationDrawer({ onOpen }: { onOpen: (target: NotificationTarget) => void }) {
  const t = useTexts(NOTIFICATIONS_TEXTS);
  const [open, setOpen] = useState(false);
  const unread = useUnreadNotifications();
  const markAllRead = useMarkAllNotificationsRead();
  const unreadCount = unread.data?.count ?? 0;
  const title = useRef<HTMLHeadingElement>(null);

  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" aria-label={t.open(unreadCount)} className="relative">
          <Bell className="size-5" aria-hidden="true" />
          {unreadCount > 0 ? (
            <span className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-semibold text-white">
              {t.badge(unreadCount)}
            </span>
          ) : null}
        </Button>
      }
      title={t.title}
      titleRef={title}
      description={t.unreadSummary(unreadCount)}
      actions={
        <Button
          variant="outline"
          disabled={unreadCount === 0 || markAllRead.isPending}
          focusableWhenDisabled
          onClick={() => markAllRead.mutate()}
        >
          <CheckCheck className="size-4" aria-hidden="true" />
          {t.markAllRead}
        </Button>
      }
    >
      <NotificationList
        busy={markAllRead.isPending}
        emptyFocus={title}
        onOpen={(target) => {
          setOpen(false);
          onOpen(target);
        }}
      />
    </Sheet>
  );
}
