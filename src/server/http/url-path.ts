/**
 * A request URL's path, without its query string: what routing and the log go by. The query
 * may hold what a log must not (a search for a customer's name, a sign-in token).
 */
export const pathOf = (url: string) => url.split('?', 1)[0] ?? '';
