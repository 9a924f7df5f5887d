export const NOTIFICATION_SEVERITIES = ['critical', 'error', 'warning', 'info'] as const;
export type NotificationSeverity = (typeof NOTIFICATION_SEVERITIES)[number];

export const NOTIFICATION_SOURCES = [
  'webhook',
  'cyclesoftware',
  'freightlive',
  'moneybird',
  'bessy',
  'aircall',
  'mail',
  'system',
] as const;
export type NotificationSource = (typeof NOTIFICATION_SOURCES)[number];
