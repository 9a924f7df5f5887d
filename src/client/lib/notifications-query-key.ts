/**
 * Every notification query lives under this key; a change invalidates them all. It is here
 * rather than in the notifications feature because handling a request (requests feature)
 * marks its notifications read on the server, and the badge must follow at once.
 */
export const NOTIFICATIONS_QUERY_KEY = ['/api/notifications'] as const;
