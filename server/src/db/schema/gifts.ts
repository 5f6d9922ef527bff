// 已选礼品 (0039).
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns';

/** One goods in a user's 已选礼品, with the preferred courier and quantity per recipient. */
export interface GiftSelectionsTable {
  id: Generated<number>;
  user_id: number;
  goods_id: number;
  courier_id: number;
  goods_num: number;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
