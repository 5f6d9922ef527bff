import type { Kysely } from 'kysely';
import type { SmartFilterRules } from 'shared-contracts';
import type { Database } from '../db/schema';

/** The merchant's smart-filtering rules, one row per user. */
export function filterRulesRepository(db: Kysely<Database>) {
  return {
    find(userId: number): Promise<SmartFilterRules | undefined> {
      return db.selectFrom('sheet_filter_rules').select(['remark_keywords', 'buyer_names', 'order_numbers']).where('user_id', '=', userId).executeTakeFirst();
    },

    async save(userId: number, rules: SmartFilterRules, at: Date): Promise<void> {
      const values = {
        remark_keywords: JSON.stringify(rules.remark_keywords),
        buyer_names: JSON.stringify(rules.buyer_names),
        order_numbers: JSON.stringify(rules.order_numbers),
        updated_at: at,
      };
      await db
        .insertInto('sheet_filter_rules')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
    },
  };
}

export type FilterRulesRepository = ReturnType<typeof filterRulesRepository>;
