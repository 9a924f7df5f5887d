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

/** One notification: severity, source and time, its text, and what can be done with it. */
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
        'flex flex-col gap-2 rounded-md border p-3',
        isRead ? 'border-gray-200 bg-white' : 'border-blue-200 bg-blue-50',
      )}
    >
      <div className="flex flex-wrap items-center gap-2 text-xs text-gray-700">
        <Badge variant={SEVERITY_BADGE[severity]}>{t.severity[severity]}</Badge>
        {source ? (
          <span>
            <span className="sr-only">{t.sourceLabel}: </span>
            {t.source[source]}
          </span>
        ) : null}
        <time dateTime={notification.createdAt}>
          {format.mediumDateTime(notification.createdAt)}
        </time>
        {isRead ? null : <Badge variant="info">{t.unread}</Badge>}
      </div>
      <h3 className="text-sm font-semibold text-gray-900">{title}</h3>
      <p className="text-sm break-words text-gray-800">{notification.message}</p>
      <div className="flex flex-wrap justify-end gap-2">
        {target ? (
          <Button
            variant="outline"
            aria-label={t.openTargetOf(target.kind, title)}
            onClick={() => onOpen(target)}
          >
            <ArrowRight className="size-4" aria-hidden="true" />
            {t.openTarget[target.kind]}
          </Button>
        ) : null}
        {isRead ? null : (
          <Button
            variant="outline"
            aria-label={t.markReadOf(title)}
            {...whileBusy}
            onClick={onMarkRead}
          >
            <Check className="size-4" aria-hidden="true" />
            {t.markRead}
          </Button>
        )}
        <Button variant="ghost" aria-label={t.deleteOf(title)} {...whileBusy} onClick={onDelete}>
          <Trash2 className="size-4" aria-hidden="true" />
          {t.delete}
        </Button>
      </div>
    </article>
  );
}
