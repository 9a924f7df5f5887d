import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseConnectionString } from 'pg-connection-string';
import { z } from 'zod';
import type { S3Settings } from './modules/uploads/s3-photo-store.ts';

const optionalText = z.string().trim().optional();

const optionalUrl = optionalText.pipe(z.url().optional());

/**
 * Read by `pg`'s own parser rather than as a web URL: PostgreSQL's form for a Unix socket,
 * `postgresql://user@/db?host=/run/postgresql`, has an empty host, which a web URL may not.
 */
const optionalPostgresUrl = optionalText.pipe(
  z
    .string()
    .refine(isPostgresConnectionString, 'expected a postgres:// or postgresql:// connection string')
    .optional(),
);

function isPostgresConnectionString(value: string) {
  if (!/^postgres(ql)?:\/\//i.test(value)) return false;
  try {
    parseConnectionString(value);
    return true;
  } catch {
    return false;
  }
}

/** Every setting Spaak reads, with its default. `.env.example` documents the same list. */
const environmentSchema = z.object({
  // Production, development or test; production never starts the fakes of FAKE_INTEGRATIONS.
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  // TCP port the server listens on.
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  // Interface the server binds to.
  HOST: z.string().default('0.0.0.0'),
  // Folder for the embedded database, uploads and the generated session secret.
  DATA_DIR: z.string().default('./data'),
  // PostgreSQL connection string; unset means the embedded PGlite database under DATA_DIR.
  DATABASE_URL: optionalPostgresUrl,
  // Address customers and staff use to reach the app; links in e-mails are built from it.
  PUBLIC_URL: optionalUrl,
  // Secret that signs session cookies (at least 32 characters); generated into DATA_DIR when unset.
  SESSION_SECRET: optionalText.pipe(z.string().min(32).optional()),
  // Secret the customers' private links are derived from (at least 32 characters); generated into DATA_DIR when unset.
  LINK_SECRET: optionalText.pipe(z.string().min(32).optional()),
  // E-mail address seeded as the first admin at boot.
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  // SMTP server for outgoing mail, e.g. smtp://user:pass@host:587; unset logs mails instead.
  SMTP_URL: optionalUrl,
  // Sender of outgoing mail.
  MAIL_FROM: z.string().default('Spaak <no-reply@spaak.local>'),
  // OpenID Connect issuer; when set, /api/login signs in there instead of by e-mail link.
  OIDC_ISSUER_URL: optionalUrl,
  // OpenID Connect client id (with OIDC_ISSUER_URL).
  OIDC_CLIENT_ID: optionalText,
  // OpenID Connect client secret (with OIDC_ISSUER_URL).
  OIDC_CLIENT_SECRET: optionalText,
  // PDOK Locatieserver base URL for Dutch address lookups.
  PDOK_URL: z.url().default('https://api.pdok.nl/bzk/locatieserver/search/v3_1'),
  // CycleSoftware API base URL (the workshop's work-order system).
  CYCLESOFTWARE_URL: z.url().default('https://api.cyclesoftware.nl'),
  // CycleSoftware API user name; with the password it switches work orders on.
  CYCLESOFTWARE_USERNAME: optionalText,
  // CycleSoftware API password.
  CYCLESOFTWARE_PASSWORD: optionalText,
  // Shared secret CycleSoftware signs its webhooks with; unset refuses every webhook.
  CYCLESOFTWARE_WEBHOOK_SECRET: optionalText,
  // Bumbal API base URL of the workshop's tenant, e.g. https://spaak.bumbal.eu/api/v2.
  BUMBAL_URL: optionalUrl,
  // Bumbal API key; with BUMBAL_URL it switches planner activities on.
  BUMBAL_API_KEY: optionalText,
  // Moneybird API base URL.
  MONEYBIRD_URL: z.url().default('https://moneybird.com/api/v2'),
  // Moneybird administration id; with the token it switches invoicing on.
  MONEYBIRD_ADMINISTRATION_ID: optionalText,
  // Moneybird API token (Bearer).
  MONEYBIRD_TOKEN: optionalText,
  // Moneybird revenue (ledger) account for invoice lines; unset uses Moneybird's default.
  MONEYBIRD_LEDGER_ACCOUNT_ID: optionalText,
  // Aircall API base URL (the workshop's phone service).
  AIRCALL_URL: z.url().default('https://api.aircall.io'),
  // Aircall API id; with the token it switches contact sync and calls on.
  AIRCALL_API_ID: optionalText,
  // Aircall API token (HTTP Basic password).
  AIRCALL_API_TOKEN: optionalText,
  // Aircall user whose phone rings first when an admin clicks 'Bel'; unset disables calls.
  AIRCALL_USER_ID: optionalText.pipe(z.coerce.number<string>().int().positive().optional()),
  // Aircall number the calls are made from; unset disables calls.
  AIRCALL_NUMBER_ID: optionalText.pipe(z.coerce.number<string>().int().positive().optional()),
  // Token Aircall puts in every webhook body; unset refuses every Aircall webhook.
  AIRCALL_WEBHOOK_TOKEN: optionalText,
  // S3 bucket for photos; unset keeps them on disk in DATA_DIR/uploads.
  S3_BUCKET: optionalText,
  // S3-compatible service (MinIO, Ceph, …); unset means AWS S3 itself.
  S3_ENDPOINT: optionalUrl,
  // Region requests are signed for; the default us-east-1 is what S3-compatible services expect.
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  // Access key id for the bucket; unset (with the secret) uses the AWS SDK's default credentials.
  S3_ACCESS_KEY_ID: optionalText,
  // Secret access key (with S3_ACCESS_KEY_ID).
  S3_SECRET_ACCESS_KEY: optionalText,
  // Address the bucket as <endpoint>/<bucket> instead of <bucket>.<endpoint>, as MinIO needs.
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  // Put before every object key, e.g. spaak/photos/ (default: none).
  S3_PREFIX: z.string().default(''),
  // Run local fakes of every external system that is not configured (development only).
  FAKE_INTEGRATIONS: z
    .enum(['0', '1'])
    .default('0')
    .transform((value) => value === '1'),
  // The workshop's privacy statement, linked from the portals; set empty for no link.
  PRIVACY_URL: z
    .string()
    .trim()
    .default('https://spaak.amsterdam/privacy')
    .transform((value) => value || undefined)
    .pipe(z.url().optional()),
  // Years an archived, invoiced request keeps its personal data (Dutch bookkeeping: 7).
  RETENTION_YEARS_INVOICED: z.coerce.number().int().min(1).max(50).default(7),
  // Years any other archived request keeps its personal data.
  RETENTION_YEARS_OTHER: z.coerce.number().int().min(1).max(50).default(2),
  // Name shown to customers and in e-mails.
  WORKSHOP_NAME: z.string().default('Spaak'),
  // Workshop address shown to customers and in e-mails.
  WORKSHOP_ADDRESS: z.string().default('Lemelerbergweg 48, 1101AM Amsterdam, Nederland'),
  // Workshop phone number used in e-mails.
  WORKSHOP_PHONE: z.string().default('020 123 4567'),
  // The workshop's marketing site, the target of the portals' Home links.
  MARKETING_URL: z.url().default('https://spaak.amsterdam'),
  // Requests per minute per IP before the API answers 429.
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  // Service requests per minute per IP before the intake answers 429.
  SUBMISSION_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  // Photo uploads per minute per IP before the upload answers 429.
  UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  // Photo uploads per hour per IP before the upload answers 429.
  UPLOAD_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(60),
  // Trust X-Forwarded-* headers from a reverse proxy in front of the app.
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  // Log level: fatal, error, warn, info, debug, trace or silent.
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Environment = z.input<typeof environmentSchema>;

export type Config = ReturnType<typeof loadConfig>;

/**
 * Reads the environment once, at boot. A missing or malformed setting stops the boot with
 * the name of the variable, so a misconfigured server never starts half-working.
 */
export function loadConfig(environment: Record<string, string | undefined> = process.env) {
  const settings = withoutEmptySettings(environment);
  const parsed = environmentSchema.safeParse(settings);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const oidc =
    env.OIDC_ISSUER_URL && env.OIDC_CLIENT_ID
      ? {
          issuerUrl: env.OIDC_ISSUER_URL,
          clientId: env.OIDC_CLIENT_ID,
          clientSecret: env.OIDC_CLIENT_SECRET,
        }
      : undefined;
  if (env.OIDC_ISSUER_URL && !oidc) throw requiredWith('OIDC_CLIENT_ID', 'OIDC_ISSUER_URL');
  const useFakes = env.FAKE_INTEGRATIONS && env.NODE_ENV !== 'production';
  const s3 = env.S3_BUCKET ? s3Settings(env.S3_BUCKET, env) : undefined;
  const settingWithoutBucket = S3_SETTINGS_NEEDING_A_BUCKET.find((name) => name in settings);
  if (!s3 && settingWithoutBucket) throw requiredWith('S3_BUCKET', settingWithoutBucket);
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    sessionSecret: env.SESSION_SECRET,
    linkSecret: env.LINK_SECRET,
    adminEmail: env.ADMIN_EMAIL?.toLowerCase(),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    oidc,
    pdokUrl: env.PDOK_URL.replace(/\/+$/, ''),
    s3,
    integrations: {
      cycleSoftware:
        env.CYCLESOFTWARE_USERNAME && env.CYCLESOFTWARE_PASSWORD
          ? {
              baseUrl: withoutTrailingSlash(env.CYCLESOFTWARE_URL),
              username: env.CYCLESOFTWARE_USERNAME,
              password: env.CYCLESOFTWARE_PASSWORD,
            }
          : undefined,
      // With the fakes, the invoicing webhook's test works without a secret from CycleSoftware.
      cycleSoftwareWebhookSecret:
        env.CYCLESOFTWARE_WEBHOOK_SECRET ?? (useFakes ? FAKE_WEBHOOK_SECRET : undefined),
      bumbal:
        env.BUMBAL_URL && env.BUMBAL_API_KEY
          ? { baseUrl: withoutTrailingSlash(env.BUMBAL_URL), apiKey: env.BUMBAL_API_KEY }
          : undefined,
      moneybird:
        env.MONEYBIRD_ADMINISTRATION_ID && env.MONEYBIRD_TOKEN
          ? {
              baseUrl: withoutTrailingSlash(env.MONEYBIRD_URL),
              administrationId: env.MONEYBIRD_ADMINISTRATION_ID,
              token: env.MONEYBIRD_TOKEN,
              ledgerAccountId: env.MONEYBIRD_LEDGER_ACCOUNT_ID,
            }
          : undefined,
      aircall:
        env.AIRCALL_API_ID && env.AIRCALL_API_TOKEN
          ? {
              baseUrl: withoutTrailingSlash(env.AIRCALL_URL),
              apiId: env.AIRCALL_API_ID,
              apiToken: env.AIRCALL_API_TOKEN,
              caller:
                env.AIRCALL_USER_ID && env.AIRCALL_NUMBER_ID
                  ? { userId: env.AIRCALL_USER_ID, numberId: env.AIRCALL_NUMBER_ID }
                  : undefined,
            }
          : undefined,
      aircallWebhookToken: env.AIRCALL_WEBHOOK_TOKEN,
      useFakes,
    },
    workshop: {
      name: env.WORKSHOP_NAME,
      address: env.WORKSHOP_ADDRESS,
      phone: env.WORKSHOP_PHONE,
      marketingUrl: env.MARKETING_URL,
      privacyUrl: env.PRIVACY_URL,
    },
    retention: {
      invoicedYears: env.RETENTION_YEARS_INVOICED,
      otherYears: env.RETENTION_YEARS_OTHER,
    },
    rateLimitMax: env.RATE_LIMIT_MAX,
    submissionRateLimitMax: env.SUBMISSION_RATE_LIMIT_MAX,
    uploadRateLimit: {
      perMinute: env.UPLOAD_RATE_LIMIT_PER_MINUTE,
      perHour: env.UPLOAD_RATE_LIMIT_PER_HOUR,
    },
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
  };
}

/** The one setting whose empty value says something of its own: no privacy link. */
const MEANINGFUL_WHEN_EMPTY = new Set(['PRIVACY_URL']);

/**
 * The environment without its empty settings: `PORT=` in a .env file or a unit means the
 * default, as leaving the line out does. Read as values, an empty PORT was port 0 (a random
 * one, and links to localhost:0), an empty DATA_DIR the current folder and an empty
 * WORKSHOP_NAME a workshop without a name.
 */
function withoutEmptySettings(environment: Record<string, string | undefined>) {
  return Object.fromEntries(
    Object.entries(environment).filter(
      ([name, value]) => MEANINGFUL_WHEN_EMPTY.has(name) || value?.trim(),
    ),
  );
}

/** The boot error for a setting that another one needs. */
const requiredWith = (missing: string, given: string) =>
  new Error(`Invalid configuration:\n  ${missing}: required with ${given}`);

/** Settings that mean nothing without S3_BUCKET: set alone, photos would silently stay on disk. */
const S3_SETTINGS_NEEDING_A_BUCKET = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
] as const;

function s3Settings(bucket: string, env: z.output<typeof environmentSchema>): S3Settings {
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (accessKeyId && !secretAccessKey)
    throw requiredWith('S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID');
  if (secretAccessKey && !accessKeyId)
    throw requiredWith('S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY');
  return {
    bucket,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    prefix: env.S3_PREFIX,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/** The CycleSoftware webhook secret of a development server running on fakes. */
const FAKE_WEBHOOK_SECRET = 'fake-cyclesoftware-webhook-secret';

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The configured SESSION_SECRET, or one generated once and kept in DATA_DIR so that a
 * laptop install keeps its sessions across restarts without any setup.
 */
export const resolveSessionSecret = (config: Config) =>
  resolveSecret(config.sessionSecret, config.dataDir, 'session-secret');

/**
 * The configured LINK_SECRET, or one generated once and kept in DATA_DIR as the session
 * secret is: the customers' private links stay the same across restarts.
 */
export const resolveLinkSecret = (config: Config) =>
  resolveSecret(config.linkSecret, config.dataDir, 'link-secret');

function resolveSecret(configured: string | undefined, dataDir: string, fileName: string) {
  if (configured) return configured;
  const secretFile = path.join(dataDir, fileName);
  try {
    return readFileSync(secretFile, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(secretFile, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
