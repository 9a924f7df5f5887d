// Wait-time defaults and messages, without zod (see `service-request-constants.ts`).
/** Shown when the configuration cannot be read (docs/product.md#limits). */
export const FALLBACK_WAIT_DAYS = { on_location_days: 5, workshop_days: 3 } as const;

/** The longest explanation of the on-location service: a line beside its option. */
export const ON_LOCATION_NOTE_MAX_LENGTH = 140;

/** What the configuration form shows until it has loaded, and what a new install stores. */
export const DEFAULT_WAIT_DAYS = { on_location_days: 2, workshop_days: 1 } as const;
