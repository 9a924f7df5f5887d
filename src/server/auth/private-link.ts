import { createHash, createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PRIVATE_LINK_PATH } from '../../contract/customer-link.ts';
import { type Config, resolveLinkSecret } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { serviceRequests } from '../db/schema.ts';

// A customer's private link (docs/decisions/045-private-link.md). The token is derived, not
// stored: mails keep their bodies in the outbox for good, so a random token written into one
// would sit there in plain text. The database keeps only the token's hash, to find the request.

const secrets = new WeakMap<Config, string>();

/** The secret of `config`, read (or generated) once per configuration. */
function linkSecretOf(config: Config) {
  let secret = secrets.get(config);
  if (secret === undefined) {
    secret = resolveLinkSecret(config);
    secrets.set(config, secret);
  }
  return secret;
}

/**
 * The token of a request's link in its `generation`: HMAC-SHA256 over both, 256 bits in 43
 * base64url characters. Without the secret it cannot be told from a random one.
 */
export const privateLinkToken = (config: Config, serviceRequestId: number, generation: number) =>
  createHmac('sha256', linkSecretOf(config))
    .update(`${serviceRequestId}.${generation}`)
    .digest('base64url');

/** What the database keeps of a token, by which a link finds its request. */
export const privateLinkTokenHash = (token: string) =>
  createHash('sha256').update(token).digest('hex');

/** The hash the request's link in `generation` is found by. */
export const privateLinkHashOf = (config: Config, serviceRequestId: number, generation: number) =>
  privateLinkTokenHash(privateLinkToken(config, serviceRequestId, generation));

/** The address a customer opens: `{PUBLIC_URL}/r/{token}`. */
export const privateLinkUrl = (config: Config, serviceRequestId: number, generation: number) =>
  `${config.publicUrl}${PRIVATE_LINK_PATH}${privateLinkToken(config, serviceRequestId, generation)}`;

/**
 * Gives a new request its private link: stores the hash of its first token. Called in the
 * transaction that inserts the request; returns the link.
 */
export async function assignPrivateLink(db: Db, config: Config, serviceRequestId: number) {
  await db
    .update(serviceRequests)
    .set({ linkTokenHash: privateLinkHashOf(config, serviceRequestId, 0) })
    .where(eq(serviceRequests.id, serviceRequestId));
  return privateLinkUrl(config, serviceRequestId, 0);
}
