import pg from 'pg';
import { embeddedClient, sessionOptions, type DatabaseOptions, type DB } from '.';

export interface Listener {
  close(): Promise<void>;
}

/**
 * LISTEN on a channel of the app's database: on PGlite its in-process channel; on PostgreSQL a
 * connection of its own (a pooled one cannot hold a LISTEN), reconnected after a drop. `onGap` runs after
 * each (re)connection, since notifications sent while it was down are lost — the caller treats it as
 * "something may have changed".
 */
export async function listen(db: DB, settings: DatabaseOptions, channel: string, onNotify: (payload: string) => void, onGap: () => void, onError: (error: unknown) => void): Promise<Listener> {
  const embedded = embeddedClient(db);
  if (embedded) {
    const unsubscribe = await embedded.listen(channel, onNotify);
    return { close: () => unsubscribe() };
  }

  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: settings.url, options: sessionOptions() });
    next.on('notification', (message) => onNotify(message.payload ?? ''));
    next.on('error', (error) => {
      onError(error);
      void next.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect().catch(onError), 1000);
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect().catch(onError), 1000);
      throw error;
    }
    client = next;
    onGap();
  };
  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
