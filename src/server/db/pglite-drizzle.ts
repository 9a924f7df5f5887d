import { type PGlite, type Transaction as PGliteTransaction, types } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';

type ParserOptions = NonNullable<Parameters<PGlite['query']>[2]>['parsers'];

/**
 * The types Drizzle's PGlite driver reads as PostgreSQL's text, to parse them itself: dates,
 * times, intervals, and arrays of them and of numerics. Its driver names them in the parsers
 * it passes with every query (drizzle-orm/pglite/session.js).
 */
const TYPES_DRIZZLE_PARSES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const asText = (value: string) => value;

/**
 * Makes `client` read the types Drizzle parses itself as text, and returns the parsers PGlite
 * had for them, for raw SQL to ask for per query.
 *
 * PGlite copies its table of every type's parser (370-odd, array types included) to merge in
 * the parsers a query brings, on every query that brings some: a fifth of a millisecond or more,
 * more than a lookup by key itself costs (decision 031). So Drizzle's queries go without them
 * (`drizzleOnPglite`) and read the client's own table, which this changes once; raw SQL, far
 * rarer, brings PGlite's usual parsers along, so it gets dates as node-postgres parses them.
 */
export function readTypesAsTextForDrizzle(client: PGlite): ParserOptions {
  const pglitesOwn: NonNullable<ParserOptions> = {};
  for (const type of TYPES_DRIZZLE_PARSES) {
    const parser = client.parsers[type];
    if (parser) pglitesOwn[type] = parser;
    client.parsers[type] = asText;
  }
  return pglitesOwn;
}

/** What Drizzle's PGlite driver calls on its client: queries, and transactions on the client. */
type DrizzleClient = Pick<PGlite, 'query'> & Partial<Pick<PGlite, 'transaction'>>;

/** `target` as Drizzle's driver calls it, with the parsers it passes left out. */
function withoutQueryParsers(target: PGlite | PGliteTransaction): DrizzleClient {
  const client: DrizzleClient = {
    query: (text, params, options) =>
      target.query(text, params, options && { ...options, parsers: undefined }),
  };
  if ('transaction' in target) {
    client.transaction = (work) =>
      target.transaction((tx) => work(withoutQueryParsers(tx) as PGliteTransaction));
  }
  return client;
}

/** Drizzle on a PGlite client or transaction whose types `readTypesAsTextForDrizzle` set. */
export const drizzleOnPglite = (target: PGlite | PGliteTransaction) =>
  drizzle({ client: withoutQueryParsers(target) as PGlite });
