import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ownSite } from '../lib/data-scope';

export interface AdminGroupRecord {
  id: number;
  name: string;
  level: number;
  is_default: boolean;
  price_percent: number;
  upgrade_amount_fen: number;
}

const GROUP_COLUMNS = ['user_groups.id', 'user_groups.name', 'user_groups.level', 'user_groups.is_default', 'user_groups.price_percent', 'user_groups.upgrade_amount_fen'] as const;

/** bigint columns may come back as text: numbers out. */
const groupOf = (row: AdminGroupRecord): AdminGroupRecord => ({ ...row, upgrade_amount_fen: Number(row.upgrade_amount_fen) });

/**
 * The operator console's reads and writes of VIP groups and the top-up card's options (issue 20 "会员等级").
 * Groups are the operator's own site's (lib/data-scope.ts `ownSite`): the main console's are the main site's, a
 * 分站 owner's its own (issue 32) — a group of another site is neither listed nor changed.
 */
export function adminGroupsRepository(db: Kysely<Database>) {
  const groups = () => db.selectFrom('user_groups').where('user_groups.site_id', '=', ownSite());
  return {
    /** Every group of the operator's site with how many users are in it: default first, then by level. */
    async list(): Promise<(AdminGroupRecord & { user_count: number })[]> {
      const rows = await groups()
        .select([
          ...GROUP_COLUMNS,
          (eb) =>
            eb
              .selectFrom('users')
              .select(sql<string>`count(*)`.as('n'))
              .whereRef('users.group_id', '=', 'user_groups.id')
              .as('user_count'),
        ])
        .orderBy('user_groups.level')
        .orderBy('user_groups.id')
        .execute();
      return rows.map((row) => ({ ...groupOf(row), user_count: Number(row.user_count ?? 0) }));
    },

    /** A site's groups (the users page's filter and group change): the operator's own site's unless another is named. */
    options(siteId?: number) {
      return db
        .selectFrom('user_groups')
        .select(['id', 'name', 'is_default'])
        .where('site_id', '=', siteId ?? ownSite())
        .orderBy('level')
        .orderBy('id')
        .execute();
    },

    /** Every group of the operator's site, locked for the caller's transaction (a write checks the order of all of them). */
    async lockAll(): Promise<AdminGroupRecord[]> {
      const rows = await groups().select(GROUP_COLUMNS).orderBy('id').forUpdate().execute();
      return rows.map(groupOf);
    },

    async insert(group: { name: string; price_percent: number; upgrade_amount_fen: number; level: number }): Promise<number> {
      const row = await db
        .insertInto('user_groups')
        .values({ ...group, is_default: false, site_id: ownSite() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, change: { name: string; price_percent: number; upgrade_amount_fen: number }): Promise<void> {
      await db.updateTable('user_groups').set(change).where('id', '=', id).where('site_id', '=', ownSite()).execute();
    },

    async setLevel(id: number, level: number): Promise<void> {
      await db.updateTable('user_groups').set({ level }).where('id', '=', id).where('site_id', '=', ownSite()).execute();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('user_groups').where('id', '=', id).where('site_id', '=', ownSite()).execute();
    },

    async userCount(groupId: number): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select(sql<string>`count(*)`.as('n'))
        .where('group_id', '=', groupId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The top-up card's one row; with `lock`, locked for the caller's transaction (a save's "before"). */
    async rechargeSettings({ lock = false } = {}) {
      const query = db.selectFrom('recharge_settings').selectAll().where('id', '=', 1);
      const row = await (lock ? query.forUpdate() : query).executeTakeFirstOrThrow();
      return { ...row, min_fen: Number(row.min_fen), max_fen: Number(row.max_fen), quick_options_fen: row.quick_options_fen.map(Number), disabled_channels: row.disabled_channels.map(Number) };
    },

    async welfare(): Promise<{ amount_fen: number; free_fen: number }[]> {
      const rows = await db.selectFrom('recharge_welfare').selectAll().orderBy('amount_fen').execute();
      return rows.map((row) => ({ amount_fen: Number(row.amount_fen), free_fen: Number(row.free_fen) }));
    },

    async saveRechargeSettings(settings: { quick_options_fen: number[]; min_fen: number; max_fen: number; allow_input: boolean; disabled_channels: number[] }): Promise<void> {
      await db
        .updateTable('recharge_settings')
        .set({
          quick_options_fen: JSON.stringify(settings.quick_options_fen),
          min_fen: settings.min_fen,
          max_fen: settings.max_fen,
          allow_input: settings.allow_input,
          disabled_channels: JSON.stringify(settings.disabled_channels),
        })
        .where('id', '=', 1)
        .execute();
    },

    /** Replaces every welfare row (the caller's transaction holds the settings row's lock). */
    async replaceWelfare(rows: { amount_fen: number; free_fen: number }[]): Promise<void> {
      await db.deleteFrom('recharge_welfare').execute();
      if (rows.length > 0) await db.insertInto('recharge_welfare').values(rows).execute();
    },
  };
}

export type AdminGroupsRepository = ReturnType<typeof adminGroupsRepository>;
