/**
 * The portals and the configuration tab read the on-location explanation under one key, so a
 * change saved in the dashboard shows in a portal open in the same browser without a reload.
 */
export const ON_LOCATION_NOTE_QUERY_KEY = ['/api/config/on-location-note'] as const;
