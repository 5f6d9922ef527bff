/**
 * Entities of SPEC §3, field names exactly as the spec (snake_case). Money on the wire is yuan. Those a
 * money call carries are inferred from its wire schema (shared-contracts/schemas) and re-exported here.
 */
import type { UserTypeValue } from './constants';
import type { RecipientFields } from './schemas/recipient';

export type { OrderResultRow } from './schemas/orders';
export type { AuthorisedOrder, AuthorisedOrderGoods } from './schemas/stores';

export interface SessionUser {
  user_id: number;
  username: string;
  group_name: string;
}

/** GET /api/user/info and every login response. */
export interface UserSession {
  user: SessionUser;
  token: string;
  /** Whether real-name authentication is done. */
  is_attestation?: boolean;
}

export interface LoginData {
  mobile: string;
  password?: string;
  sms_code?: string;
  captcha?: string;
  key?: string;
  type?: UserTypeValue;
}

export interface CaptchaInfo {
  /** data: URL of the image. */
  img: string;
  key: string;
  /** Whether the answer is case-sensitive. */
  sensitive: boolean;
}

/**
 * The login kept in localStorage: the mobile, and whether 保存密码 was ticked. Never the password: that
 * goes only to the browser's own password store (Credential Management API / the browser's save prompt).
 */
export interface SavedLogin {
  mobile: string;
  remember?: boolean;
}

export interface Goods {
  goods_id: number;
  goods_name: string;
  goods_pic: string;
  price: number;
  /** kg per piece */
  goods_weight: number;
  limit: number;
  is_no_sku: boolean;
  is_collect: boolean;
  tag: string;
  express_name: string;
  express_image: string;
  city: string;
}

export interface Express {
  id: number;
  name: string;
  subname: string;
  send_province: string;
  send_city: string;
  send_district: string;
  send_address: string;
  tips: string;
  is_wu: boolean;
}

export interface PlatformEntry {
  id: number;
  name: string;
  disabled: boolean;
}

export interface PurchaseInfo {
  platform_list: PlatformEntry[];
  goods_info: Goods;
  no_deliver_area: string[];
  express_info: Express;
}

/** SPEC §3 recipient row: the field block (schemas/recipient.ts) and what the tables add to it. */
export interface RecipientRow extends RecipientFields {
  id: string | number;
  price?: number;
  /** 2 = address error */
  state?: number;
  errorText?: string;
  lp_reissue_sn?: string;
  isEdit?: boolean;
  /** spreadsheet rows only */
  use_name?: string;
  remark?: string;
}

export interface Shop {
  id: number;
  shop_name: string;
}

export interface HomeUserSummary {
  goods_list: Pick<Goods, 'goods_id' | 'goods_pic' | 'goods_name'>[];
  /** Parcels per status (待付款 / 待发货 / 已发货) and per 物流状态: 已签收, 异常 (issue 21). */
  package_info: { unpaid: number; paid: number; un_receive: number; signed: number; exception: number };
}

export interface Notice {
  content: string;
  date: string;
  title: string;
  version: string;
}

export interface Banner {
  image: string;
  url: string;
  btnIcon: string;
  btnTxt: string;
}

export type HomeBlockName = 'banner' | 'advantage' | 'hot' | 'new' | 'carousel' | 'image';

export interface HomeBlock {
  title: string;
  name: HomeBlockName;
  icon: string;
  page: { style: Record<string, string | number>; params: Record<string, unknown>; data: unknown };
}

export interface ReissueImportRow {
  order_sn: string;
  bufa_sn: string;
}

export interface ArticleItem {
  id: number;
  title: string;
  /** Our additions for the help centre's grouped, searchable list. */
  category: string;
  summary: string;
  date: string;
}

export interface ArticleDetail extends ArticleItem {
  /** HTML; the page sanitises it before rendering. */
  content: string;
  prev: Pick<ArticleItem, 'id' | 'title'> | null;
  next: Pick<ArticleItem, 'id' | 'title'> | null;
}

/** Client state shared between the home counters and the user-centre lists (SPEC §3). */
export interface ListStatusState {
  orderListStatus: number | null;
  packageListStatus: number | null;
}
