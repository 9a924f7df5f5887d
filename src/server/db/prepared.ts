import type { Db } from './connect.ts';

/**
 * A statement built once per database instead of on every call: Drizzle then skips building
 * the SQL, and PostgreSQL parses and plans a named statement once per connection. For the
 * queries every signed-in request runs (its session, its user).
 */
export function preparedPerDatabase<Statement>(prepare: (db: Db) => Statement) {
  const statements = new WeakMap<Db, Statement>();
  return (db: Db) => {
    let statement = statements.get(db);
    if (statement === undefined) {
      statement = prepare(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
