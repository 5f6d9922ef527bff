// The catalogue: couriers, supplier shops, goods, categories, favourites and the seeded images.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns';

export interface CouriersTable {
  id: Generated<number>;
  name: string;
  subname: string;
  send_province: string;
  send_city: string;
  send_district: string;
  send_address: string;
  tips: string;
  is_wu: boolean;
  /** jsonb array of province names the courier does not deliver to. */
  no_deliver_area: ColumnType<string[], string, string>;
  logo: string;
  /** PLATFORMS ids the courier ships for (jsonb array) */
  platforms: ColumnType<number[], string | undefined, string>;
  /** 出单截止时间 (0023): a China time of day, `HH:MM:SS`; paid before it → issued that day (超时赔付, services/compensation/rules.ts) */
  issue_deadline: Generated<string>;
}

export interface SupplierShopsTable {
  id: Generated<number>;
  name: string;
  logo: string;
  intro: string;
}

export interface GoodsTable {
  id: Generated<number>;
  shop_id: number;
  courier_id: number;
  name: string;
  /** integer fen */
  price_fen: number;
  /** grams per piece */
  weight_g: number;
  limit: number;
  stock: number;
  tag: string;
  /** send city, without 市 */
  city: string;
  /** jsonb array of image URLs */
  pics: ColumnType<string[], string, string>;
  is_on_sale: boolean;
  created_at: CreatedAt;
  sale_count: Generated<number>;
  collect_count: Generated<number>;
  category: Generated<string>;
  /** 供货价 (0045), fen: what the supplier is paid per parcel; never above price_fen */
  supply_price_fen: Generated<number>;
  /** at or below this stock the supplier's 工作台 warns (0045) */
  stock_warning: Generated<number>;
  description: Generated<string>;
}

/** 商品分类 (0014): goods keep theirs by name in goods.category. */
export interface GoodsCategoriesTable {
  id: Generated<number>;
  name: string;
  sort: Generated<number>;
}

export interface FavouritesTable {
  user_id: number;
  goods_id: number;
  created_at: CreatedAt;
}

export interface CatalogueImagesTable {
  key: string;
  svg: string;
}
