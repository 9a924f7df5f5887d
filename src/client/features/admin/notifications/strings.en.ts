import type { SameTexts } from '../../../../contract/language.ts';
import type { NotificationTarget } from './notification-target.ts';
import { type NotificationsTextTable, SYSTEM_NAMES } from './strings.ts';

const OPEN_TARGET: Record<NotificationTarget['kind'], string> = {
  request: 'Open request',
  customer: 'Open customer',
};

const english: SameTexts<NotificationsTextTable> = {
  open: (unread) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'),
  title: 'System Notifications',
  unreadSummary: (unread) => (unread === 0 ? 'Everything is read.' : `${unread} unread`),
  badge: (unread) => (unread > 99 ? '99+' : String(unread)),
  markAllRead: 'Mark all read',
  markRead: 'Mark read',
  markReadOf: (title) => `Mark read: ${title}`,
  delete: 'Delete',
  openTarget: OPEN_TARGET,
  openTargetOf: (kind, title) => `${OPEN_TARGET[kind]}: ${title}`,
  deleteOf: (title) => `Delete: ${title}`,
  day: { today: 'Today', yesterday: 'Yesterday' },
  listOf: (day) => `Notifications: ${day}`,
  unread: 'Unread',
  loading: 'Loading notifications…',
  loadFailed: 'Could not load notifications',
  empty: 'No notifications',
  severity: { critical: 'Critical', error: 'Error', warning: 'Warning', info: 'Info' },
  source: { ...SYSTEM_NAMES, mail: 'Mail', system: 'System', customer: 'Customer' },
  sourceLabel: 'Source',
  markReadFailed: 'Could not mark the notification as read',
  markAllReadFailed: 'Could not mark all notifications as read',
  markAllReadDone: (count) =>
    count === 1 ? '1 notification marked as read' : `${count} notifications marked as read`,
  deleteFailed: 'Could not delete the notification',
  deleted: 'Notification deleted',
  errorTitle: 'Error',
};

export default english;
