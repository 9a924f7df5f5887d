// A customer's private link to their request (docs/decisions/045-private-link.md).

/** Where a private link points: `{PUBLIC_URL}/r/{token}`, a page the server draws. */
export const PRIVATE_LINK_PATH = '/r/';

/** A token as the server makes them: 256 bits in 43 base64url characters. */
export const PRIVATE_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** How many links that lead nowhere one address may open before it waits. */
export const PRIVATE_LINK_MISS_LIMIT = 20;

/** The window in which those misses count. */
export const PRIVATE_LINK_MISS_WINDOW_SECONDS = 15 * 60;
