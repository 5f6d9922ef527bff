// API设置 and the Open API (issue 23): settings and keys, nonces, rate windows, callback deliveries (0035).
import type { ColumnType, Generated } from 'kysely';

export interface ApiSettingsTable {
  user_id: number;
  enabled: Generated<boolean>;
  /** public, unique; null until the first key */
  app_key: string | null;
  /** the secret, sealed (lib/secret-box.ts); never shown again after the answer that made it */
  secret_enc: string | null;
  secret_created_at: Date | null;
  /** '' when none */
  callback_url: Generated<string>;
  /** addresses or CIDRs; empty = any */
  ip_whitelist: ColumnType<string[], string[] | undefined, string[]>;
  updated_at: Generated<Date>;
}

/** An X-Nonce a key used, kept 10 minutes. */
export interface ApiNoncesTable {
  app_key: string;
  nonce: string;
  created_at: Date;
}

/** Calls per key per minute. */
export interface ApiRateWindowsTable {
  app_key: string;
  window_start: Date;
  count: number;
}

export type CallbackDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One event for a merchant's callback URL and its delivery. */
export interface CallbackDeliveriesTable {
  id: Generated<number>;
  user_id: number;
  event: string;
  /** X-Event-Id, the same on every retry */
  event_id: string;
  /** where it goes (the callback URL when the event happened) */
  url: string;
  /** the exact JSON text sent (and signed) */
  body: string;
  status: ColumnType<CallbackDeliveryStatus, CallbackDeliveryStatus | undefined, CallbackDeliveryStatus>;
  attempts: Generated<number>;
  last_status_code: number | null;
  last_error: string | null;
  created_at: Date;
  last_attempt_at: Date | null;
  next_attempt_at: Date | null;
  delivered_at: Date | null;
}
