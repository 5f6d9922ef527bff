// Storefront users and their groups, identities, sessions, SMS codes, captchas and rate events.
import type { Generated, Insertable, Selectable } from 'kysely';
import type { CreatedAt } from './columns';

export interface UserGroupsTable {
  id: Generated<number>;
  /** the site the row belongs to (0043); the main site's unless written otherwise */
  site_id: Generated<number>;
  name: string;
  level: number;
  is_default: boolean;
  created_at: CreatedAt;
  /** goods cost this percent of their list price for the group */
  price_percent: Generated<number>;
  /** one top-up of at least this much (fen) reaches the group; 0 = the default group */
  upgrade_amount_fen: Generated<number>;
  /** 推广佣金 rate for referrers in the group, basis points (0032); null = the site's */
  commission_bp: Generated<number | null>;
}

export interface UsersTable {
  id: Generated<number>;
  /** the site the member registered on (0043): (site_id, mobile) is unique */
  site_id: Generated<number>;
  mobile: string;
  password_hash: string;
  username: string;
  /** 1 ordinary user, 2 supplier (UserType in shared-contracts). */
  type: number;
  group_id: number;
  refer_code: string;
  referrer_id: number | null;
  created_at: CreatedAt;
  /** frozen by the operator console: can sign in and read, cannot order or withdraw (0015) */
  frozen: Generated<boolean>;
  frozen_reason: Generated<string>;
}

export interface SessionsTable {
  /** sha256 hex of the bearer token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: CreatedAt;
  expires_at: Date;
}

export interface SmsCodesTable {
  id: Generated<number>;
  /** the site the row belongs to (0043); the main site's unless written otherwise */
  site_id: Generated<number>;
  mobile: string;
  scene: string;
  code_hash: string;
  expires_at: Date;
  attempts: Generated<number>;
  used_at: Date | null;
  ip: string;
  created_at: CreatedAt;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  mobile: string;
  text: string;
  created_at: CreatedAt;
}

export interface RateEventsTable {
  id: Generated<number>;
  kind: string;
  subject: string;
  created_at: Date;
}

export interface CaptchasTable {
  key: string;
  answer_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface UserIdentitiesTable {
  user_id: number;
  /** 1 pending, 2 passed, 3 failed (shared-contracts AuthStatus) */
  status: number;
  real_name_enc: string;
  id_number_enc: string;
  masked_name: string;
  masked_id: string;
  reason: string | null;
  submitted_at: Date;
  verified_at: Date | null;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SmsCodeRow = Selectable<SmsCodesTable>;
