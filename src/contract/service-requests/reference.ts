import { WORKSHOP_TIME_ZONE } from '../service-request-constants.ts';

// How a request is named to customers and staff (docs/product.md#reference). Zod-free.

const workshopYear = new Intl.DateTimeFormat('en', {
  timeZone: WORKSHOP_TIME_ZONE,
  year: 'numeric',
});

/**
 * The reference the simple forms show: `#SR-{year}-{id padded to 3 digits}`. The year is
 * Amsterdam's, so a request sent at 00:30 on New Year's Day has the new year on a UTC server too.
 */
export const formatReference = (id: number, createdAt: Date = new Date()) =>
  `#SR-${workshopYear.format(createdAt)}-${String(id).padStart(3, '0')}`;
