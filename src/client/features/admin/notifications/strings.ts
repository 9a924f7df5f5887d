import type {
  NotificationSeverity,
  NotificationSource,
} from '../../../../contract/notifications.ts';
import { defineTexts } from '../../../lib/language.ts';
import type { NotificationTarget } from './notification-target.ts';

const OPEN_TARGET = {
  request: 'Open request',
  customer: 'Open customer',
} as const satisfies Record<NotificationTarget['kind'], string>;

/** The systems a notification can come from go by their own names in every language. */
export const SYSTEM_NAMES = {
  webhook: 'Webhook',
  cyclesoftware: 'CycleSoftware',
  freightlive: 'Freightlive',
  moneybird: 'Moneybird',
  bessy: 'Bessy',
  aircall: 'Aircall',
} as const satisfies Partial<Record<NotificationSource, string>>;

/**
 * The notification drawer's texts. Quoted exactly where docs/product.md#texts gives them ('System
 * Notifications', the '99+' badge); the rest is in the same English as the drawer's title.
 * English in `strings.en.ts`.
 */
const DUTCH = {
  open: (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'),
  title: 'System Notifications',
  unreadSummary: (unread: number) => (unread === 0 ? 'Everything is read.' : `${unread} unread`),
  badge: (unread: number) => (unread > 99 ? '99+' : String(unread)),
  markAllRead: 'Mark all read',
  markRead: 'Mark read',
  markReadOf: (title: string) => `Mark read: ${title}`,
  delete: 'Delete',
  openTarget: OPEN_TARGET,
  openTargetOf: (kind: NotificationTarget['kind'], title: string) =>
    `${OPEN_TARGET[kind]}: ${title}`,
  deleteOf: (title: string) => `Delete: ${title}`,
  listLabel: 'Notifications, newest first',
  unread: 'Unread',
  loading: 'Loading notifications…',
  loadFailed: 'Failed to fetch notifications',
  empty: 'No notifications',
  severity: {
    critical: 'Critical',
    error: 'Error',
    warning: 'Warning',
    info: 'Info',
  } satisfies Record<NotificationSeverity, string>,
  source: { ...SYSTEM_NAMES, mail: 'Mail', system: 'System' } satisfies Record<
    NotificationSource,
    string
  >,
  sourceLabel: 'Source',
  markReadFailed: 'Failed to mark notification as read',
  markAllReadFailed: 'Failed to mark all notifications as read',
  markAllReadDone: (count: number) =>
    count === 1 ? '1 notification marked as read' : `${count} notifications marked as read`,
  deleteFailed: 'Failed to delete notification',
  deleted: 'Notification deleted',
  errorTitle: 'Fout',
} as const;

export type NotificationsTextTable = typeof DUTCH;

export const NOTIFICATIONS_TEXTS = defineTexts(DUTCH, () => import('./strings.en.ts'));
