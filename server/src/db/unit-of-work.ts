import { AsyncLocalStorage } from 'node:async_hooks';
import type { DatabaseConnection, Dialect, Driver, Kysely, QueryResult, TransactionSettings } from 'kysely';
import { CompiledQuery } from 'kysely';

/**
 * Transactions that travel with the call. `inTransaction(db, work)` keeps the transaction's connection
 * in AsyncLocalStorage for everything `work` awaits; the driver below hands that connection to every
 * query made through the one Kysely instance, so a repository or service called inside the work joins
 * the transaction without being told — it cannot run beside it by mistake (on PGlite, with one
 * connection, that used to wait forever; on PostgreSQL it silently ran outside the transaction).
 * A transaction begun inside another one is a savepoint: its failure undoes only its own writes when
 * the caller catches it, and the outer rollback undoes everything.
 */
interface TransactionContext {
  /** The connection BEGIN ran on; null until the transaction has acquired it. */
  connection: DatabaseConnection | null;
  /** COMMIT or ROLLBACK has run: work still running on this context escaped its transaction. */
  finished: boolean;
  savepoints: number;
  /** Nested transactions on one connection run one after another (savepoints are a stack). */
  nestedTails: Promise<unknown>[];
  /** Run after the outermost COMMIT; `depth` is the savepoint level they were registered at. */
  afterCommit: { depth: number; run: () => void }[];
  /** Savepoints currently open. */
  depth: number;
}

const storage = new AsyncLocalStorage<TransactionContext>();

export class TransactionEscapedError extends Error {
  constructor() {
    super('a query ran after its transaction had finished (work started inside a transaction was not awaited)');
    this.name = 'TransactionEscapedError';
  }
}

/** Whether the caller is inside a transaction. */
export function inTransactionNow(): boolean {
  return Boolean(storage.getStore()?.connection);
}

/**
 * Runs `work` in a transaction: the outermost call BEGINs and COMMITs (ROLLBACK when `work` throws); a
 * call inside another transaction joins it as a savepoint. `db` must be opened by `openDatabase`
 * (its dialect is wrapped by `ContextDialect`).
 */
export async function inTransaction<DB, T>(db: Kysely<DB>, work: () => Promise<T>): Promise<T> {
  const current = storage.getStore();
  if (current?.connection && !current.finished) {
    // one queue per savepoint level: siblings at a level wait for each other, while a savepoint begun inside a
    // savepoint (a credit's entries inside 补单's transaction) queues at the next level, not behind its own parent
    const level = current.depth;
    const run = (current.nestedTails[level] ?? Promise.resolve()).then(() => db.transaction().execute(() => work()));
    current.nestedTails[level] = run.catch(() => undefined);
    return run;
  }
  const context: TransactionContext = { connection: null, finished: false, savepoints: 0, nestedTails: [], afterCommit: [], depth: 0 };
  return storage.run(context, () => db.transaction().execute(() => work()));
}

/**
 * Runs `run` once the current transaction has committed (at once outside a transaction); never when it
 * rolls back — also not when the savepoint it was registered in rolls back. For side effects that must
 * not happen for work that is undone: waking a worker for a job written in the transaction, say.
 * `run` must not throw; it is not awaited.
 */
export function afterCommit(run: () => void): void {
  const context = storage.getStore();
  if (context?.connection && !context.finished) context.afterCommit.push({ depth: context.depth, run });
  else run();
}

/** Wraps a dialect so that its driver serves the current transaction's connection (see above). */
export class ContextDialect implements Dialect {
  constructor(private readonly inner: Dialect) {}

  createAdapter() {
    return this.inner.createAdapter();
  }
  createDriver(): Driver {
    return new ContextDriver(this.inner.createDriver());
  }
  createIntrospector(db: Parameters<Dialect['createIntrospector']>[0]) {
    return this.inner.createIntrospector(db);
  }
  createQueryCompiler() {
    return this.inner.createQueryCompiler();
  }
}

/** The transaction's connection, handed to a query that joins it: releasing it does nothing. */
class JoinedConnection implements DatabaseConnection {
  savepoint: string | null = null;
  constructor(
    readonly connection: DatabaseConnection,
    readonly context: TransactionContext,
  ) {}

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    if (this.context.finished) return Promise.reject(new TransactionEscapedError());
    return this.connection.executeQuery<R>(compiledQuery);
  }
  streamQuery<R>(compiledQuery: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.connection.streamQuery<R>(compiledQuery, chunkSize);
  }
}

class ContextDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const context = storage.getStore();
    if (context?.finished) throw new TransactionEscapedError();
    if (context?.connection) return new JoinedConnection(context.connection, context);
    const connection = await this.inner.acquireConnection();
    // the first acquisition inside `inTransaction` is the transaction's own connection
    if (context) context.connection = connection;
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    if (connection instanceof JoinedConnection) {
      connection.context.savepoints += 1;
      connection.context.depth += 1;
      connection.savepoint = `uow_${connection.context.savepoints}`;
      await connection.executeQuery(CompiledQuery.raw(`savepoint ${connection.savepoint}`));
      return;
    }
    await this.inner.beginTransaction(connection, settings);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    if (connection instanceof JoinedConnection) {
      connection.context.depth -= 1;
      await connection.executeQuery(CompiledQuery.raw(`release savepoint ${connection.savepoint}`));
      // what the savepoint registered now belongs to the level around it
      for (const hook of connection.context.afterCommit) hook.depth = Math.min(hook.depth, connection.context.depth);
      return;
    }
    try {
      await this.inner.commitTransaction(connection);
    } finally {
      this.finish(connection);
    }
    const context = storage.getStore();
    // outside the finished transaction: a hook that queries runs on the pool like any other caller
    for (const hook of context?.afterCommit.splice(0) ?? []) storage.exit(hook.run);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (connection instanceof JoinedConnection) {
      const { context } = connection;
      context.afterCommit = context.afterCommit.filter((hook) => hook.depth < context.depth);
      context.depth -= 1;
      await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${connection.savepoint}`));
      return;
    }
    try {
      storage.getStore()?.afterCommit.splice(0);
      await this.inner.rollbackTransaction(connection);
    } finally {
      this.finish(connection);
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (connection instanceof JoinedConnection) return;
    await this.inner.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }

  private finish(connection: DatabaseConnection) {
    const context = storage.getStore();
    if (context && context.connection === connection) context.finished = true;
  }
}
