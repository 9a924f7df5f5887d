import type {
  NotificationSeverity,
  NotificationSource,
} from '../../../../contract/notifications.ts';
import { defineTexts } from '../../../lib/language.ts';
import type { NotificationTarget } from './notification-target.ts';

const OPEN_TARGET = {
  request: 'Aanvraag openen',
  customer: 'Klant openen',
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
 * The notification drawer's texts in Dutch; English in `strings.en.ts`. Its title ('System
 * Notifications') is fixed in English by docs/product.md#texts, so this is its translation
 * (src/contract/spec-texts.ts).
 */
const DUTCH = {
  open: (unread: number) => (unread > 0 ? `Meldingen, ${unread} ongelezen` : 'Meldingen'),
  title: 'Systeemmeldingen',
  unreadSummary: (unread: number) => (unread === 0 ? 'Alles is gelezen.' : `${unread} ongelezen`),
  badge: (unread: number) => (unread > 99 ? '99+' : String(unread)),
  markAllRead: 'Alles als gelezen markeren',
  markRead: 'Markeer als gelezen',
  markReadOf: (title: string) => `Markeer als gelezen: ${title}`,
  delete: 'Verwijderen',
  openTarget: OPEN_TARGET,
  openTargetOf: (kind: NotificationTarget['kind'], title: string) =>
    `${OPEN_TARGET[kind]}: ${title}`,
  deleteOf: (title: string) => `Verwijderen: ${title}`,
  day: { today: 'Vandaag', yesterday: 'Gisteren' },
  listOf: (day: string) => `Meldingen: ${day}`,
  unread: 'Ongelezen',
  loading: 'Meldingen laden…',
  loadFailed: 'Kan meldingen niet ophalen',
  empty: 'Geen meldingen',
  severity: {
    critical: 'Kritiek',
    error: 'Fout',
    warning: 'Waarschuwing',
    info: 'Info',
  } satisfies Record<NotificationSeverity, string>,
  source: {
    ...SYSTEM_NAMES,
    mail: 'E-mail',
    system: 'Systeem',
    customer: 'Klant',
  } satisfies Record<NotificationSource, string>,
  sourceLabel: 'Bron',
  markReadFailed: 'Kan melding niet als gelezen markeren',
  markAllReadFailed: 'Kan niet alle meldingen als gelezen markeren',
  markAllReadDone: (count: number) =>
    count === 1 ? '1 melding als gelezen gemarkeerd' : `${count} meldingen als gelezen gemarkeerd`,
  deleteFailed: 'Kan melding niet verwijderen',
  deleted: 'Melding verwijderd',
  errorTitle: 'Fout',
} as const;

export type NotificationsTextTable = typeof DUTCH;

export const NOTIFICATIONS_TEXTS = defineTexts(DUTCH, () => import('./strings.en.ts'));
