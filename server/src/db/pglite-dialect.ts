import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';

/**
 * Kysely dialect for one PGlite instance. PGlite has a single connection, so the driver hands it out
 * to one holder at a time: a transaction keeps it from BEGIN to COMMIT and no other request's query
 * can slip in between (kysely-pglite's driver shares it freely, and its ESM-only entry also loads its
 * codegen CLI, which jest's CommonJS runtime cannot import).
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly client: PGlite) {}

  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.client);
  }
  createIntrospector(db: Parameters<Dialect['createIntrospector']>[0]) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  #tail: Promise<void> = Promise.resolve();

  constructor(private readonly client: PGlite) {}

  async init(): Promise<void> {
    await this.client.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.#tail;
    this.#tail = previous.then(() => turn);
    await previous;
    return new PGliteConnection(this.client, release);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('BEGIN'));
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('COMMIT'));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('ROLLBACK'));
  }
  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PGliteConnection).release();
  }
  async destroy(): Promise<void> {
    await this.#tail;
    if (!this.client.closed) await this.client.close();
  }
}

/**
 * The query id that marks parameterless text of several statements (the job engine's schema setup and
 * its `BEGIN; …; COMMIT` blocks): PGlite runs those only through `exec()`, not `query()`.
 */
export const MULTI_STATEMENT_QUERY_ID = 'multi-statement';

class PGliteConnection implements DatabaseConnection {
  constructor(
    private readonly client: PGlite,
    readonly release: () => void,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    if (compiledQuery.queryId?.queryId === MULTI_STATEMENT_QUERY_ID && compiledQuery.parameters.length === 0) {
      return this.executeMultiStatement<R>(compiledQuery.sql);
    }
    const result = await this.client.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    const command = (result as { command?: string }).command;
    const changes = command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'MERGE';
    return {
      rows: result.rows,
      ...(changes ? { numAffectedRows: BigInt(result.affectedRows ?? 0) } : {}),
    };
  }

  /** Every statement's rows, in order (a RETURNING before a trailing COMMIT is kept). */
  private async executeMultiStatement<R>(text: string): Promise<QueryResult<R>> {
    try {
      const results = await this.client.exec(text);
      return { rows: results.flatMap((result) => (result.rows ?? []) as R[]) };
    } catch (error) {
      // a block that began its own transaction and failed midway must not leave the one connection aborted
      if (/^\s*begin\b/i.test(text)) await this.client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not support streaming');
  }
}
