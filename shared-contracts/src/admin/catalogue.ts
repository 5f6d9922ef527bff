/**
 * The operator console's catalogue calls (issue 20 "商品 / 快递 / 店铺 / 分类"), zod-free. Money is yuan
 * (at most two decimals) on the wire, integer fen in the database. Lists are paged as every list:
 * `{ list, page, page_size, data_count }`. Permissions: reads `catalogue.read`, writes `catalogue.write`.
 */
import type { Express } from '../entities';

/** One goods as the console sees it: every column of the goods table, with its courier's and shop's names. */
export interface AdminGoods {
  id: number;
  name: string;
  /** yuan */
  price: number;
  /** yuan: 供货价, what the supplier is paid per parcel (issue 33); never above the price */
  supply_price: number;
  weight_g: number;
  /** per-order limit, 0 = none */
  limit: number;
  stock: number;
  /** 库存预警: at or below this stock the supplier's 工作台 warns */
  stock_warning: number;
  tag: string;
  courier_id: number;
  courier_name: string;
  shop_id: number;
  shop_name: string;
  /** send city, without 市 */
  city: string;
  category: string;
  /** image URLs as stored (upload and resizing are not built: URLs only) */
  pics: string[];
  on_shelf: boolean;
  sale_count: number;
  collect_count: number;
  /** China time, YYYY-MM-DD HH:mm:ss */
  created_at: string;
}

/** GET /api/admin/goods (and /api/admin/goods/export, without paging) */
export interface AdminGoodsQuery {
  page?: number;
  page_size?: number;
  /** substring of the name, or the goods id */
  keyword?: string;
  courier_id?: number;
  shop_id?: number;
  category?: string;
  tag?: string;
  /** 1 on shelf, 0 off shelf */
  on_shelf?: 0 | 1;
  /** goods whose stock is below this */
  stock_below?: number;
}

/** POST /api/admin/goods (all fields) and PUT /api/admin/goods/:id (any of them). */
export interface AdminGoodsBody {
  name: string;
  /** yuan, at most two decimals */
  price: number | string;
  /** yuan: 供货价 (0 when left out of a create; kept when left out of an edit); never above the price */
  supply_price?: number | string;
  weight_g: number;
  limit: number;
  stock: number;
  /** 库存预警 (50 when left out of a create) */
  stock_warning?: number;
  tag?: string;
  courier_id: number;
  shop_id: number;
  city: string;
  /** '' or a category of /api/admin/categories */
  category?: string;
  pics?: string[];
  on_shelf?: boolean;
}

/** POST /api/admin/goods/shelf */
export interface AdminGoodsShelfBody {
  ids: number[];
  on_shelf: boolean;
}

/** POST /api/admin/goods/price: every price × (100 + percent)%, rounded half up to the fen, at least 1 fen. */
export interface AdminGoodsPriceBody {
  ids: number[];
  /** -90 … 500, at most two decimals */
  percent: number;
}

/** The answer of a bulk change. */
export interface AdminBulkResult {
  updated: number;
}

/** POST /api/admin/goods/import: the xlsx (the export's columns), base64. */
export interface AdminGoodsImportBody {
  file: string;
}

export interface AdminImportError {
  /** the sheet's row number (the header is row 1) */
  row: number;
  message: string;
}

/**
 * The answer of an import. All or nothing: with one bad row nothing is written, the code is 1 and
 * `errors` lists every bad row (Chinese); otherwise `created` and `updated` count the rows.
 */
export interface AdminImportResult {
  created: number;
  updated: number;
  errors: AdminImportError[];
}

/** A courier as the console edits it: the shop's (Express) and what only the console sees. */
export interface AdminCourier extends Express {
  /** PLATFORMS ids it ships for */
  platforms: number[];
  /** provinces it does not deliver to (short names: 新疆, 西藏) */
  no_deliver_area: string[];
  logo: string;
  /**
   * 出单截止时间, HH:mm China time (issue 21): parcels paid before it are issued that day, later ones the
   * next day, and 超时赔付 is judged from it. A change applies to orders paid after it.
   */
  issue_deadline: string;
  goods_count: number;
}

/** POST /api/admin/couriers, PUT /api/admin/couriers/:id (any of the fields) */
export interface AdminCourierBody {
  name: string;
  subname?: string;
  send_province: string;
  send_city: string;
  send_district: string;
  send_address: string;
  tips?: string;
  is_wu?: boolean;
  platforms: number[];
  /** province names, full or short; stored short */
  no_deliver_area?: string[];
  logo?: string;
  /** HH:mm, default 17:00 */
  issue_deadline?: string;
}

export interface AdminShop {
  id: number;
  name: string;
  logo: string;
  intro: string;
  goods_count: number;
}

/** POST /api/admin/shops, PUT /api/admin/shops/:id (any of the fields) */
export interface AdminShopBody {
  name: string;
  logo?: string;
  intro?: string;
}

export interface AdminCategory {
  id: number;
  name: string;
  sort: number;
  goods_count: number;
}

/** POST /api/admin/categories, PUT /api/admin/categories/:id (any of the fields; a new name moves its goods with it) */
export interface AdminCategoryBody {
  name: string;
  sort?: number;
}

/** The columns of the goods export, in order; the import reads the same headers (the ones marked read-only are ignored). */
export const GOODS_SHEET_COLUMNS = [
  'ID',
  '商品名称',
  '价格（元）',
  '供货价（元）',
  '重量（克）',
  '限购',
  '库存',
  '库存预警',
  '标签',
  '快递ID',
  '快递',
  '店铺ID',
  '店铺',
  '发货城市',
  '分类',
  '图片',
  '上架',
  '销量',
  '收藏',
] as const;

/** The catalogue's Chinese messages. */
export const CatalogueMessages = {
  goodsNotFound: '商品不存在',
  courierNotFound: '快递不存在',
  shopNotFound: '店铺不存在',
  categoryNotFound: '分类不存在',
  courierNameTaken: '快递名称已存在',
  shopNameTaken: '店铺名称已存在',
  categoryNameTaken: '分类名称已存在',
  courierHasGoods: '该快递下还有商品，不能删除',
  courierHasOrders: '该快递已有订单，不能删除',
  shopHasGoods: '该店铺下还有商品，不能删除',
  categoryHasGoods: '该分类下还有商品，不能删除',
  priceTooHigh: '调价后价格超出上限',
  /** issue 33: a main-site goods is never sold below what its supplier is paid */
  priceBelowSupply: '商品售价不能低于供货价',
  priceBelowSupplyAfter: (names: string) => `调价后售价低于供货价：${names}`,
  shopHasSuppliers: '该店铺已有供应商账号或结算记录，不能删除',
  importEmpty: '表格中没有商品',
  importUnreadable: '文件不是有效的 xlsx 表格',
  importFailed: (rows: number) => `导入失败：${rows} 行有误，未写入任何数据`,
  imported: (created: number, updated: number) => `导入成功：新增 ${created} 个，更新 ${updated} 个`,
  regionUnknown: (name: string) => `不发货地区「${name}」不是省级地区名称`,
} as const;
