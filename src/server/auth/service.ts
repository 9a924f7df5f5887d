import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SignInLinkProblem } from '../../contract/errors/codes.ts';
import type { Language } from '../../contract/language.ts';
import type { Config } from '../config.ts';
import type { Database, Db, Transaction } from '../db/connect.ts';
import { magicLinkTokens, users } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Jobs } from '../jobs/boss.ts';
import { queueEmail } from '../modules/emails/service.ts';
import { magicLinkEmail } from './magic-link-email.ts';

/** How long an e-mailed sign-in link works. */
export const MAGIC_LINK_TTL_MS = 15 * 60 * 1000;

/** Sign-in links one address, or one IP address, may ask for per window. */
export const MAGIC_LINK_LIMITS = { perEmail: 5, perIp: 20, windowMs: 15 * 60 * 1000 };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Creates a single-use sign-in link; only the token's hash is stored. */
async function createMagicLinkToken(db: Db, options: { email: string; ip: string }) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(magicLinkTokens).values({
    tokenHash: hashToken(token),
    email: options.email,
    requestedFromIp: options.ip,
    expiresAt: new Date(Date.now() + MAGIC_LINK_TTL_MS),
  });
  return token;
}

const magicLinkUrl = (config: Config, token: string) =>
  `${config.publicUrl}/api/auth/magic?token=${encodeURIComponent(token)}`;

/** A one-time sign-in URL for an e-mail address, for the CLI and for tests. */
export async function createLoginLink(options: {
  database: Database;
  config: Config;
  email: string;
}) {
  const token = await createMagicLinkToken(options.database.db, {
    email: normaliseEmail(options.email),
    ip: 'cli',
  });
  return magicLinkUrl(options.config, token);
}

async function countRecentLinks(db: Db, condition: ReturnType<typeof eq>) {
  const windowStart = new Date(Date.now() - MAGIC_LINK_LIMITS.windowMs);
  const [row] = await db
    .select({ value: count() })
    .from(magicLinkTokens)
    .where(and(condition, gt(magicLinkTokens.createdAt, windowStart)));
  return row?.value ?? 0;
}

/**
 * Makes the requests for one address, and those from one IP, wait for each other until
 * the transaction ends, so each counts the links of the one before it: counted apart from
 * the insert, 40 requests at once all saw room and all got a link. The address is always
 * locked before the IP (two lock namespaces), so two requests cannot wait on each other.
 */
async function lockLinkLimits(tx: Transaction, key: { email: string; ip: string }) {
  await tx.executeSql(
    'SELECT pg_advisory_xact_lock(1, hashtext($1)), pg_advisory_xact_lock(2, hashtext($2))',
    [key.email, key.ip],
  );
}

/**
 * E-mails a sign-in link to any address that asks, so the answer never reveals whether an
 * account exists; limited per address and per IP so it cannot be used to flood a mailbox.
 */
export async function requestMagicLink(options: {
  database: Database;
  jobs: Jobs;
  config: Config;
  email: string;
  ip: string;
  /** The language of the page that asked: the mail is written in it. */
  language: Language;
}) {
  const email = normaliseEmail(options.email);
  await options.database.transaction(async (tx) => {
    await lockLinkLimits(tx, { email, ip: options.ip });
    const byEmail = await countRecentLinks(tx.db, eq(magicLinkTokens.email, email));
    const byIp = await countRecentLinks(tx.db, eq(magicLinkTokens.requestedFromIp, options.ip));
    if (byEmail >= MAGIC_LINK_LIMITS.perEmail || byIp >= MAGIC_LINK_LIMITS.perIp) {
      throw new AppError(
        'TOO_MANY_SIGN_IN_LINKS',
        {},
        { retryAfterSeconds: MAGIC_LINK_LIMITS.windowMs / 1000 },
      );
    }
    const token = await createMagicLinkToken(tx.db, { email, ip: options.ip });
    await queueEmail({
      tx,
      jobs: options.jobs,
      message: {
        to: email,
        ...magicLinkEmail({
          url: magicLinkUrl(options.config, token),
          workshopName: options.config.workshop.name,
          validMinutes: MAGIC_LINK_TTL_MS / 60_000,
          language: options.language,
        }),
        kind: 'magic_link',
        awaited: true,
      },
    });
  });
}

export class MagicLinkError extends AppError<'SIGN_IN_LINK_INVALID'> {
  constructor(readonly problem: SignInLinkProblem) {
    super('SIGN_IN_LINK_INVALID', { problem });
  }
}

/**
 * Why a sign-in link cannot be used, or null when it can: read without using it up, so that
 * opening the link (or a mail scanner opening it first) changes nothing.
 */
export async function findMagicLinkProblem(options: { database: Database; token: string }) {
  return problemOfToken(options.database.db, hashToken(options.token));
}

async function problemOfToken(db: Db, tokenHash: string): Promise<SignInLinkProblem | null> {
  const [token] = await db
    .select({ usedAt: magicLinkTokens.usedAt, expiresAt: magicLinkTokens.expiresAt })
    .from(magicLinkTokens)
    .where(eq(magicLinkTokens.tokenHash, tokenHash));
  if (!token) return 'unknown';
  if (token.usedAt) return 'used';
  if (token.expiresAt.getTime() <= Date.now()) return 'expired';
  return null;
}

/**
 * Uses up a sign-in link and returns the user it signs in, creating the users row on the
 * first sign-in. The token is claimed by one UPDATE, so two clicks cannot both sign in.
 */
export async function consumeMagicLink(options: { database: Database; token: string }) {
  const tokenHash = hashToken(options.token);
  return options.database.transaction(async ({ db }) => {
    const [claimed] = await db
      .update(magicLinkTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(magicLinkTokens.tokenHash, tokenHash),
          isNull(magicLinkTokens.usedAt),
          gt(magicLinkTokens.expiresAt, new Date()),
        ),
      )
      .returning({ email: magicLinkTokens.email });
    if (!claimed) throw new MagicLinkError((await problemOfToken(db, tokenHash)) ?? 'used');
    return upsertUserByEmail(db, { email: claimed.email });
  });
}

/** Finds or creates the users row for a signed-in e-mail address and returns its id. */
export async function upsertUserByEmail(
  db: Db,
  profile: { email: string; firstName?: string; lastName?: string; profileImageUrl?: string },
) {
  const email = normaliseEmail(profile.email);
  const [user] = await db
    .insert(users)
    .values({ id: randomUUID(), ...profile, email })
    .onConflictDoUpdate({
      target: users.email,
      set: {
        firstName: sql`coalesce(excluded.first_name, ${users.firstName})`,
        lastName: sql`coalesce(excluded.last_name, ${users.lastName})`,
        profileImageUrl: sql`coalesce(excluded.profile_image_url, ${users.profileImageUrl})`,
        updatedAt: new Date(),
      },
    })
    .returning({ id: users.id });
  if (!user) throw new Error('users upsert returned no row');
  return user.id;
}

/** Keeps the language a signed-in person chose with them, for their next sign-in anywhere. */
export async function saveUserLanguage(options: { db: Db; userId: string; language: Language }) {
  await options.db
    .update(users)
    .set({ language: options.language, updatedAt: new Date() })
    .where(eq(users.id, options.userId));
}
