import type { Kysely } from 'kysely';
import type { Database, WithdrawalStatus } from '../db/schema';
import { paginate, type PageRequest } from '../lib/paginate';

/** A withdrawal's ledger entries and its row are linked by source `withdrawal` + the row's id; a transfer's by `comm_transfer` + its id (source_type is varchar(16)). */
export const WITHDRAWAL_SOURCE = 'withdrawal';
export const COMMISSION_TRANSFER_SOURCE = 'comm_transfer';

export interface NewWithdrawal {
  user_id: number;
  amount_fen: number;
  alipay_account: string;
  alipay_name: string;
  idempotency_key: string;
  request_hash: string;
  created_at: Date;
}

/** 提现 on the user's side (issue 22, migration 0033): the withdrawal password and account, applications, transfers to the balance. */
export function withdrawalsRepository(db: Kysely<Database>) {
  return {
    profile(userId: number) {
      return db.selectFrom('withdraw_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    /** The profile locked until the transaction ends (created empty if missing), so wrong tries are counted one at a time. */
    async lockProfile(userId: number) {
      await db.insertInto('withdraw_profiles').values({ user_id: userId }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
      return db.selectFrom('withdraw_profiles').selectAll().where('user_id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    },

    async setTries(userId: number, failedTries: number, lockedUntil: Date | null): Promise<void> {
      await db.updateTable('withdraw_profiles').set({ failed_tries: failedTries, locked_until: lockedUntil }).where('user_id', '=', userId).execute();
    },

    /** A new password: its wrong tries and lock are forgotten. */
    async setPassword(userId: number, passwordHash: string, at: Date): Promise<void> {
      const change = { password_hash: passwordHash, password_set_at: at, failed_tries: 0, locked_until: null };
      await db
        .insertInto('withdraw_profiles')
        .values({ user_id: userId, ...change })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(change))
        .execute();
    },

    async setAccount(userId: number, account: string, name: string, at: Date): Promise<void> {
      const change = { alipay_account: account, alipay_name: name, account_updated_at: at };
      await db
        .insertInto('withdraw_profiles')
        .values({ user_id: userId, ...change })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(change))
        .execute();
    },

    /** Applications the user made since a moment (the daily count, whatever became of them). */
    async countSince(userId: number, since: Date): Promise<number> {
      const row = await db
        .selectFrom('withdrawals')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** The withdrawal a user's Idempotency-Key made, if any. */
    findByKey(userId: number, key: string) {
      return db.selectFrom('withdrawals').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();
    },

    async insert(row: NewWithdrawal): Promise<number> {
      const { id } = await db.insertInto('withdrawals').values(row).returning('id').executeTakeFirstOrThrow();
      return Number(id);
    },

    /** The user's withdrawals, newest first. */
    list(userId: number, filter: { status?: WithdrawalStatus }, page: PageRequest) {
      let query = db.selectFrom('withdrawals').select(['id', 'amount_fen', 'alipay_account', 'status', 'reason', 'created_at', 'paid_at']).where('user_id', '=', userId);
      if (filter.status) query = query.where('status', '=', filter.status);
      return paginate(query.orderBy('id', 'desc'), page);
    },

    /** The transfer a user's Idempotency-Key made, if any. */
    findTransferByKey(userId: number, key: string) {
      return db.selectFrom('commission_transfers').select(['id', 'request_hash']).where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();
    },

    async insertTransfer(row: { user_id: number; amount_fen: number; idempotency_key: string; request_hash: string; created_at: Date }): Promise<number> {
      const { id } = await db.insertInto('commission_transfers').values(row).returning('id').executeTakeFirstOrThrow();
      return Number(id);
    },
  };
}

export type WithdrawalsRepository = ReturnType<typeof withdrawalsRepository>;
