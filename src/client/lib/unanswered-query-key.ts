/**
 * The top bar's 'Nog niet beantwoord' count. Here rather than in the insights feature because
 * handling a request (requests feature) may answer it, and the count must follow at once.
 */
export const UNANSWERED_QUERY_KEY = ['/api/insights/unanswered'] as const;
