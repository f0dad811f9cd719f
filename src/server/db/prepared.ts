import type { Db } from './client.ts';

/**
 * Drizzle builds a query's SQL text from its builder on every call, which for the queries of every
 * request (the session lookup, a page of the worker list) cost as much CPU as the database took to
 * answer them. A prepared query is built once per database and shape and later calls only bind
 * their values (sql.placeholder); on PostgreSQL its name also makes pg prepare it once per
 * connection, so the server parses and plans it once. Shapes must be few: one per key.
 */
export function preparedPerDatabase<Q>(build: (db: Db, key: string) => Q): (db: Db, key?: string) => Q {
  const byDb = new WeakMap<Db, Map<string, Q>>();
  return (db, key = '') => {
    let byKey = byDb.get(db);
    if (!byKey) byDb.set(db, (byKey = new Map<string, Q>()));
    let query = byKey.get(key);
    if (!query) byKey.set(key, (query = build(db, key)));
    return query;
  };
}
