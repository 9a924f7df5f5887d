export const EMAIL_TEMPLATE_STATUSES = [
  'created',
  'approved_workshop',
  'approved_on_location',
  'rejected',
  'scheduled',
] as const;
export type EmailTemplateStatus = (typeof EMAIL_TEMPLATE_STATUSES)[number];

/** The placeholders a template may use, as `{{customer.firstName}}`. */
export const TEMPLATE_PLACEHOLDERS = [
  'customer.firstName',
  'customer.lastName',
  'customer.fullName',
  'customer.email',
  'customer.phone',
  'request.id',
  'request.deliveryType',
  'request.waitDays',
  'workshop.address',
  'workshop.hours',
  'workshop.phone',
] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

export const WORKSHOP_HOURS_TEXT = 'Maandag 13:00-19:00, dinsdag t/m vrijdag 09:00-19:00';
