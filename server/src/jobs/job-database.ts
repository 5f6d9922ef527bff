import { CompiledQuery, type Kysely } from 'kysely';
import type { Db as IDatabase } from 'pg-boss';
import { embeddedClient, type DB } from '../db';
import { MULTI_STATEMENT_QUERY_ID } from '../db/pglite-dialect';

/**
 * pg-boss's view of the app's database, through the app's Kysely instance: a job sent inside a
 * transaction is written in it (db/unit-of-work.ts), so it exists only if the transaction commits.
 * On the embedded database every pg-boss statement goes this way, taking its turn on PGlite's single
 * connection like any request (never landing inside another request's transaction); LISTEN uses
 * PGlite's in-process channel. On PostgreSQL pg-boss polls with a pool of its own and uses this only
 * for sends, so they join the caller's transaction.
 */
export function appJobDatabase(db: DB): IDatabase {
  const executor = db as Kysely<unknown>;
  const client = embeddedClient(db);
  const database: IDatabase = {
    async executeSql(text, values) {
      const query = values?.length
        ? CompiledQuery.raw(text, values)
        : { ...CompiledQuery.raw(text), queryId: { queryId: MULTI_STATEMENT_QUERY_ID } };
      const result = await executor.executeQuery(query);
      return { rows: [...(result.rows as unknown[])] };
    },
  };
  if (client) {
    database.listen = async (channel, onNotification, onReconnect) => {
      const unsubscribe = await client.listen(channel, onNotification);
      onReconnect();
      return { close: () => unsubscribe() };
    };
  }
  return database;
}
