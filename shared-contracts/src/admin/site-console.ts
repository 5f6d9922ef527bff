/**
 * A 分站 as a business (issue 32), zod-free: the owner's console on the 分站's own domain and what the main
 * console gains. Money is yuan on the wire, times China time texts. Every call is under /api/admin and scoped
 * by the server to the caller's site (a site operator sees only its own rows; a main-site operator every
 * site's, with a `site_id` filter). The request schemas are in ./site-console-rules.ts.
 */
import type { OrderListItem, ParcelListItem, ParcelTrack } from '../orders';
import type { CompensationReasonKey } from './compensations';
import { can, type OperatorRole } from './permissions';
import { SITE_STOPPED_TEXT, type SiteBrand } from '../site-config';

// ---- 分站概览 (site.overview) ----

/** Sales figures of a period: what members paid (net of refunds), parcels, orders and new members. */
export interface SitePeriodFigures {
  /** yuan: paid for parcels minus refunds */
  sales: number;
  orders: number;
  parcels: number;
  new_members: number;
  /** yuan: margin booked for the period's parcels (net of reversals) */
  earnings: number;
}

/** The 分站's earnings accounts (yuan). GET /api/admin/site/earnings answers exactly this. */
export interface SiteEarnings {
  /** margins of parcels still in their freeze */
  frozen: number;
  /** released, can be withdrawn */
  available: number;
  /** applied for, awaiting the main site's finance */
  withdrawing: number;
  /** paid out, ever */
  withdrawn: number;
}

/** GET /api/admin/site/overview */
export interface SiteOverview {
  /** today, YYYY-MM-DD (China time) */
  date: string;
  generated_at: string;
  today: SitePeriodFigures;
  month: SitePeriodFigures;
  earnings: SiteEarnings;
  /** members' work orders not yet resolved or closed */
  open_work_orders: number;
  /** the 分站's status: a stopped one takes no orders */
  status: SiteStatus;
}

// ---- 商品定价 (site.pricing) ----

/** GET /api/admin/site/pricing: what the main site charges (read-only) and the owner's markup. */
export interface SitePricingSettings {
  /** 50–100, set by the main site */
  cost_percent: number;
  /** 0–300, the owner's */
  markup_percent: number;
  /** days after dispatch a parcel's margin stays frozen, set by the main site */
  freeze_days: number;
}

/** PUT /api/admin/site/pricing */
export interface SitePricingBody {
  markup_percent: number;
}

/** GET /api/admin/site/goods (page, page_size, keyword, hidden '1' | '0', fixed '1') */
export interface SiteGoodsQuery {
  page?: number;
  page_size?: number;
  keyword?: string;
  hidden?: '0' | '1';
  /** only goods with a fixed price */
  fixed?: '1';
}

/** One goods of the catalogue as the owner prices it (yuan). */
export interface SiteGoodsRow {
  goods_id: number;
  goods_name: string;
  goods_pic: string;
  express_name: string;
  /** the main site's list price */
  main_price: number;
  /** the 分站's cost: main price × cost_percent */
  cost: number;
  /** what the 分站's goods list shows: the fixed price, else cost × (1 + markup) */
  selling_price: number;
  /** the owner's fixed price, or null (the markup applies) */
  fixed_price: number | null;
  /** selling price − cost, per piece (before a member group's discount) */
  margin: number;
  /** hidden on this 分站: not listed, not sold */
  hidden: boolean;
}

/** PUT /api/admin/site/goods/:id: a fixed price (never below cost; null: the markup's) and whether it is hidden. */
export interface SiteGoodsBody {
  fixed_price: number | null;
  hidden: boolean;
}

// ---- 站点设置 (site.settings) ----

/**
 * GET / PUT /api/admin/site/settings: what the owner edits of the 分站 (domains and cost stay the main site's);
 * an empty logo, hotline, QR code or footer text is the main site's.
 */
export interface SiteSettings extends SiteBrand {
  /** 推广佣金: percent of what a referred member pays, up to two decimals, paid out of the parcel's margin (0 = none) */
  commission_rate: number;
}

/** GET /api/admin/site/settings adds what the owner sees but does not edit. */
export interface SiteSettingsView extends SiteSettings {
  domains: string[];
  status: SiteStatus;
  cost_percent: number;
  freeze_days: number;
}

// ---- 收益与提现 (site.earnings) ----

/** GET /api/admin/site/margins (page, page_size, status, start_date, end_date): one parcel's margin. */
export interface SiteMarginsQuery {
  page?: number;
  page_size?: number;
  /** frozen: in its freeze; available: released; reversed: the parcel was refused */
  status?: SiteMarginStatus;
  start_date?: string;
  end_date?: string;
}

export const SITE_MARGIN_STATUS = { frozen: '冻结中', available: '已解冻', reversed: '已退回' } as const;
export type SiteMarginStatus = keyof typeof SITE_MARGIN_STATUS;

export interface SiteMarginRow {
  parcel_id: number;
  parcel_sn: string;
  order_sn: string;
  goods_name: string;
  /** 138****0000: the member */
  mobile: string;
  /** yuan: what the member paid for the parcel */
  paid: number;
  /** yuan: the 分站's cost of the parcel */
  cost: number;
  /** yuan: the referrer's commission out of it */
  commission: number;
  /** yuan: paid − cost − commission */
  margin: number;
  status: SiteMarginStatus;
  status_text: string;
  created_at: string;
  /** China time text, '' while waiting for its waybill */
  dispatched_at: string;
}

/** GET /api/admin/site/withdraw/account */
export interface SiteWithdrawAccount {
  /** masked, or null when not set */
  account: string | null;
  name: string | null;
  password_set: boolean;
  /** China time, while five wrong passwords lock withdrawals */
  locked_until: string | null;
  /** the smallest amount one application may take, yuan */
  min: number;
}

/** PUT /api/admin/site/withdraw/account (the withdrawal password, once one is set) */
export interface SiteWithdrawAccountBody {
  account: string;
  name: string;
  password?: string;
}

/** POST /api/admin/site/withdraw/password/sms: a code to the owner's own mobile. PUT /api/admin/site/withdraw/password */
export interface SiteWithdrawPasswordBody {
  sms_code: string;
  password: string;
}

/** POST /api/admin/site/withdraw/apply (Idempotency-Key) */
export interface SiteWithdrawApplyBody {
  amount: number;
  password: string;
}

/** GET /api/admin/site/withdrawals: the 分站's applications, newest first (as a member's 提现记录). */
export interface SiteWithdrawalRow {
  id: number;
  amount: number;
  account: string;
  status: string;
  status_text: string;
  reason: string | null;
  created_at: string;
  paid_at: string | null;
}

// ---- 订单与包裹 (orders.read) ----

/**
 * Who sees the money of 订单与包裹 (issue 34): the platform's money roles (money.read: admin, finance) and a 分站's
 * owner, who has money rights of its own (site.earnings: its members' orders are its business, its cost and
 * margin its earnings). For every other role (ops, support, site_staff) the server nulls every amount of the
 * lists, the parcel detail and its compensations, and leaves the amount columns out of the exports; the console
 * hides those columns. One rule, read by the server's stripping and by the console.
 */
export const seesOrderAmounts = (role: OperatorRole): boolean => can(role, 'money.read') || can(role, 'site.earnings');

/**
 * GET /api/admin/orders and /api/admin/parcels: the user centre's filters, plus the member and (main site) the
 * site, and (issue 34) the recipient's whole phone, the goods by id and the courier.
 */
export interface AdminOrderScopeQuery {
  /** the member's whole mobile or its last 4 digits */
  mobile?: string;
  /** main-site operators only: one site's (the main site's id for its own) */
  site_id?: number;
  /** GET /api/admin/parcels, main-site operators only (issue 33): the 供货店铺 that ships them */
  shop_id?: number;
  /** the recipient's whole 11-digit mobile, matched exactly (orders: any of its parcels) */
  rec_mobile?: string;
  goods_id?: number;
  courier_id?: number;
}

/** yuan amounts of a console row: null for a role that does not see them (seesOrderAmounts). */
type Amounts<Row, K extends keyof Row> = Omit<Row, K> & { [F in K]: number | null };

export interface AdminOrderRow extends Amounts<OrderListItem, 'total_price' | 'refund_price'> {
  id: number;
  user_id: number;
  /** 138****0000 */
  mobile: string;
  site_id: number;
  site_name: string;
  /** yuan: the 分站's margin booked for the order (net of reversals); null on the main site */
  margin: number | null;
}

export interface AdminParcelRow extends Amounts<ParcelListItem, 'price'> {
  user_id: number;
  mobile: string;
  site_id: number;
  site_name: string;
  /** yuan: the 分站's cost and margin of the parcel; null on the main site */
  cost: number | null;
  margin: number | null;
  /** compensated (its amount, `compensation`, only for a role that sees amounts) */
  compensated: boolean;
}

/** 超时赔付 (the job's: 超时未出单, 超时未揽收) or 人工赔付 (an operator's). */
export const PARCEL_COMPENSATION_KINDS = { timeout: '超时赔付', manual: '人工赔付' } as const;
export type ParcelCompensationKind = keyof typeof PARCEL_COMPENSATION_KINDS;

/** One compensation of a parcel, as the parcel detail lists it. */
export interface AdminParcelCompensation {
  kind: ParcelCompensationKind;
  kind_name: string;
  reason: CompensationReasonKey;
  /** 超时未出单, 超时未揽收, 人工赔付 */
  reason_name: string;
  /** yuan; null for a role that does not see amounts */
  amount: number | null;
  /** China time text */
  created_at: string;
  /** booked to the member's balance when made: always 已到账 */
  status: 'credited';
  status_name: string;
}

/**
 * GET /api/admin/parcels/:id (orders.read, issue 34): the parcel as the list shows it (recipient's phone masked)
 * with its 包裹号 and goods id, its courier events as the member's parcel page shows them, and its compensations.
 * A 分站's operators: their members' parcels only (another site's is 404).
 */
export interface AdminParcelDetail {
  parcel: AdminParcelRow & { parcel_sn: string; goods_id: number };
  track: ParcelTrack;
  compensations: AdminParcelCompensation[];
}

/** GET /api/admin/courier-options (orders.read): the 快递 filter's choices, every courier an order may name. */
export interface AdminCourierOption {
  id: number;
  name: string;
}

/** GET /api/admin/site-options (every operator): the sites a console's 站点 filter offers — every site for a main-site operator, its own for a 分站's. */
export interface AdminSiteOption {
  id: number;
  name: string;
  is_main: boolean;
}

// ---- The main console: 分站 as businesses, 分站申请 ----

export const SITE_STATUS = { active: '营业中', stopped: '已停用' } as const;
export type SiteStatus = keyof typeof SITE_STATUS;

/** What the main console shows of a 分站's business beside its configuration. */
export interface SubstationBusiness {
  status: SiteStatus;
  cost_percent: number;
  markup_percent: number;
  freeze_days: number;
  /** the owners' names and masked mobiles */
  owners: { id: number; name: string; mobile: string }[];
  members: number;
  /** yuan: paid for parcels minus refunds, ever */
  sales: number;
  earnings: SiteEarnings;
}

/** PUT /api/admin/sites/:id/business: the main site's terms for a 分站 (audited substation.business). */
export interface SubstationBusinessBody {
  status: SiteStatus;
  cost_percent: number;
  freeze_days: number;
}

export const APPLICATION_STATUS = { pending: '待处理', contacted: '已联系', opened: '已开通', rejected: '已拒绝' } as const;
export type ApplicationStatus = keyof typeof APPLICATION_STATUS;

/** PUT /api/admin/sites/applications/:id: status and note (audited substation_application.update). */
export interface SubstationApplicationBody {
  status: Exclude<ApplicationStatus, 'opened'>;
  note: string;
}

/**
 * POST /api/admin/sites/applications/:id/open: 开通 — creates the 分站 (domain, name, cost) and its owner
 * (the applicant's mobile; a one-time password by SMS, changed with TOTP enrolment at the first sign-in).
 */
export interface SubstationOpenBody {
  domain: string;
  site_name: string;
  cost_percent: number;
  owner_name: string;
}

export interface SubstationOpenResult {
  site_id: number;
  operator_id: number;
  /** where the owner signs in */
  console_url: string;
}

export const SiteConsoleMessages = {
  belowCost: (cost: string) => `售价不能低于成本价 ${cost} 元`,
  goodsMissing: '商品不存在',
  stopped: SITE_STOPPED_TEXT,
  applicationMissing: '申请不存在',
  applicationOpened: '该申请已开通分站',
  ownerTaken: '该手机号已是这个分站的操作员',
  siteOnly: '该操作仅限分站',
  withdrawBelowMin: (min: string) => `单次提现不能少于 ${min} 元`,
  availableShort: '可提现收益不足',
  accountNotSet: '请先设置收款支付宝账号',
  passwordNotSet: '请先设置提现密码',
  passwordRequired: '请输入提现密码',
} as const;

/** The SMS an applicant gets when their 分站 is opened (the one-time password is the only secret in it). */
export const siteOpenedSms = (siteName: string, consoleUrl: string, password: string) =>
  `您的分站「${siteName}」已开通。请用本手机号和一次性密码 ${password} 登录 ${consoleUrl}，首次登录须修改密码并绑定动态验证码。`;

