import { ArrowRight, Check, Trash2 } from 'lucide-react';
import type { NotificationSeverity } from '../../../../../contract/notifications.ts';
import { Badge, type BadgeVariant } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../lib/cn.ts';
import { useFormat } from '../../../../lib/format.ts';
import { useTexts } from '../../../../lib/language.ts';
import type { NotificationItem } from '../api/list-notifications.ts';
import { type NotificationTarget, targetOf } from '../notification-target.ts';
import { NOTIFICATIONS_TEXTS } from '../strings.ts';

const SEVERITY_BADGE: Record<NotificationSeverity, BadgeVariant> = {
  critical: 'danger',
  error: 'danger',
  warning: 'pending',
  info: 'info',
};

/**
 * One notification, compact: severity, source and time (its day heads the group), its text,
 * and one line of actions: open what it is about, and mark read and delete as icons that
 * name themselves.
 */
export function NotificationCard({
  notification,
  busy,
  onOpen,
  onMarkRead,
  onDelete,
}: {
  notification: NotificationItem;
  busy: boolean;
  onOpen: (target: NotificationTarget) => void;
  onMarkRead: () => void;
  onDelete: () => void;
}) {
  const t = useTexts(NOTIFICATIONS_TEXTS);
  const format = useFormat();
  const { title, isRead, severity, source } = notification;
  const target = targetOf(notification);
  // While a change saves, the buttons wait without losing focus, so the keyboard stays here.
  const whileBusy = { disabled: busy, focusableWhenDisabled: true };
  return (
    <article
      aria-label={title}
      className={cn(
        'flex flex-col gap-1 rounded-md border px-3 py-2',
        isRead ? 'border-gray-200 bg-white' : 'border-blue-200 bg-blue-50',
      )}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-gray-700">
        <Badge variant={SEVERITY_BADGE[severity]}>{t.severity[severity]}</Badge>
        {source ? (
          <span>
            <span className="sr-only">{t.sourceLabel}: </span>
            {t.source[source]}
          </span>
        ) : null}
        <time
          dateTime={notification.createdAt}
          title={format.mediumDateTime(notification.createdAt)}
        >
          {format.time(notification.createdAt)}
        </time>
        {isRead ? null : (
          <Badge variant="info" className="ml-auto">
            {t.unread}
          </Badge>
        )}
      </div>
      <h4 className="text-sm font-semibold text-gray-900">{title}</h4>
      {notification.message ? (
        <p className="text-sm break-words text-gray-800">{notification.message}</p>
      ) : null}
      <div className="flex items-center justify-end gap-1">
        {target ? (
          <Button
            variant="ghost"
            className="mr-auto"
            aria-label={t.openTargetOf(target.kind, title)}
            onClick={() => onOpen(target)}
          >
            <ArrowRight className="size-4" aria-hidden="true" />
            {t.openTarget[target.kind]}
          </Button>
        ) : null}
        {isRead ? null : (
          <Button
            variant="ghost"
            aria-label={t.markReadOf(title)}
            title={t.markRead}
            {...whileBusy}
            onClick={onMarkRead}
          >
            <Check className="size-4" aria-hidden="true" />
          </Button>
        )}
        <Button
          variant="ghost"
          aria-label={t.deleteOf(title)}
          title={t.delete}
          {...whileBusy}
          onClick={onDelete}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </article>
  );
}
