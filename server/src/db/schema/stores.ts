// Connected shops (issue 12), their orders, used auth codes; the sandbox shop platform's shipments.
import type { ColumnType, Generated } from 'kysely';
import type { AuthorisedOrderGoods } from 'shared-contracts';
import type { CreatedAt } from './columns';

/** A connected shop (issue 12). Tokens are sealed (lib/secret-box.ts). */
export interface StoresTable {
  id: Generated<number>;
  user_id: number;
  platform: number;
  platform_shop_id: string;
  shop_name: string;
  access_token_enc: string;
  refresh_token_enc: string;
  expires_at: Date;
  expired: Generated<boolean>;
  last_sync_at: Date | null;
  order_count: Generated<number>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export type StoreOrderStatus = 'paid' | 'shipped' | 'refunded' | 'closed';

export interface StoreOrdersTable {
  store_id: number;
  user_id: number;
  shop_order: string;
  status: StoreOrderStatus;
  placed_at: Date;
  buyer_nick: string;
  receiver_name: string;
  receiver_phone: string;
  province: string;
  city: string;
  district: string;
  address: string;
  flag: number;
  remark: string;
  goods: ColumnType<AuthorisedOrderGoods[], string, string>;
  goods_text: string;
  synced_at: Date;
}

export interface UsedAuthCodesTable {
  code_hash: string;
  used_at: ColumnType<Date, Date | undefined, never>;
}

export interface SandboxShipmentsTable {
  platform: string;
  shop_id: string;
  shop_order: string;
  waybill_code: string;
  shipped_at: CreatedAt;
}
