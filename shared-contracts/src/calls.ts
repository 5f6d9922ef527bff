/**
 * Every call of SPEC §7: `'METHOD /path'` → request and response data (the envelope's `data`).
 * Where the spec shows no payload, the shape here is the contract. Paths are relative to the site root.
 */
import type { PageQuery, Paginated } from './envelope';
import type {
  ArticleDetail,
  ArticleItem,
  Banner,
  CaptchaInfo,
  Express,
  Goods,
  HomeBlock,
  HomeUserSummary,
  Notice,
  OrderResultRow,
  PurchaseInfo,
  UserSession,
} from './entities';
import type {
  ChangePasswordBody,
  FindPasswordBody,
  LoginBody,
  RegisterBody,
  SendSmsBody,
  SmsLoginBody,
} from './rules/account';
import type { AuthInfoQuery, AuthLinks, AuthOrderItem, AuthOrderQuery, DeliverBody, DeliverRow, StoreListItem, StoreListQuery, StoreOption, SyncBody, SyncStatus } from './stores';
import type { DuplicateOrder, GoodsFilterOptions, OrderCheckBody, OrderListItem, OrderListQuery, OrderMakeBody, OrderPriceBody, OrderPriceResult, ParcelListItem, ParcelListQuery, ParcelTrack } from './orders';
import type { SubstationApplication } from './rules/substation';
import type { GiftOrderItem, GiftOrderQuery, GiftSelectedAddBody, GiftSelectedItem, GiftSelectedQuery, GiftSelectedUpdateBody } from './gifts';
import type {
  AuthenticationBody,
  AuthenticationInfo,
  FinanceSummary,
  GroupInfo,
  LedgerEntry,
  LedgerQuery,
  RechargeConfig,
  RechargeOrder,
  RechargeOrderBody,
  RechargeStatus,
  WalletInfo,
} from './wallet';
import type {
  Notification,
  NotificationListQuery,
  NotificationReadBody,
  UnreadCounts,
  WorkOrderAttachment,
  WorkOrderAttachmentBody,
  WorkOrderCreateBody,
  WorkOrderDetail,
  WorkOrderItem,
  WorkOrderListQuery,
  WorkOrderReplyBody,
} from './work-orders';
import type {
  CommissionTransfer,
  CommissionTransferBody,
  MoneyChangeQuery,
  ReferredOrder,
  ReferredOrderQuery,
  SpreadInfo,
  SpreadSummary,
  SpreadUser,
  SpreadUserQuery,
  WithdrawAccount,
  WithdrawAccountBody,
  WithdrawApplyBody,
  WithdrawPasswordBody,
  WithdrawPasswordCheckBody,
  WithdrawRules,
  Withdrawal,
  WithdrawalQuery,
} from './promotion';
import type { ApiKey, ApiSetting, ApiSettingBody, CallbackDelivery, CallbackDeliveryQuery, CallbackResendBody, CallbackTestResult } from './open-api';

export type Empty = Record<string, never>;

export interface GoodsListQuery extends PageQuery {
  sort_name?: 'default' | 'time' | 'price' | 'sale' | 'collect';
  sort_order?: 'asc' | 'desc';
  price_min?: number;
  price_max?: number;
  keyword?: string;
  title?: string;
  area_name?: string;
  express_name?: string;
  /** Goods whose courier ships for this platform (PLATFORMS id). */
  platform?: number;
  shop_id?: number;
  /** The courier's send province (the product selection dialog's 省份). */
  province?: string;
  category?: string;
}

export interface ShopDetail {
  id: number;
  shop_name: string;
  logo: string;
  intro: string;
  goods_count: number;
}


export interface ApiCalls {
  // Session and account
  'POST /api/login': { req: LoginBody; res: UserSession };
  'POST /api/sms-login': { req: SmsLoginBody; res: UserSession };
  'POST /api/register': { req: RegisterBody; res: UserSession };
  'POST /api/find-password': { req: FindPasswordBody; res: Empty };
  'PUT /api/user/password': { req: ChangePasswordBody; res: Empty };
  'GET /api/logout': { req: Empty; res: Empty };
  'GET /api/captcha': { req: Empty; res: CaptchaInfo };
  'POST /api/common/sms/register': { req: SendSmsBody; res: Empty };
  'POST /api/common/sms/login': { req: SendSmsBody; res: Empty };
  'POST /api/common/sms/find-password': { req: SendSmsBody; res: Empty };
  'GET /api/user/info': { req: Empty; res: UserSession };
  'GET /api/user/wallet/info': { req: Empty; res: WalletInfo };
  'GET /api/user/spread/info': { req: Empty; res: SpreadInfo };
  'GET /api/user/spread/summary': { req: Empty; res: SpreadSummary };
  'GET /api/user/spread/user': { req: SpreadUserQuery; res: Paginated<SpreadUser> };
  /** 佣金记录: the referred users' orders and the commission from each (issue 22) */
  'GET /api/user/order': { req: ReferredOrderQuery; res: Paginated<ReferredOrder> };
  'GET /api/user/spread/rules': { req: Empty; res: WithdrawRules };
  /** available commission → the prepaid balance, with an Idempotency-Key header */
  'POST /api/user/spread/transfer': { req: CommissionTransferBody; res: CommissionTransfer };
  /** sends the withdrawal-password SMS code to the caller's own mobile */
  'POST /api/finance/withdraw/password/sms': { req: { captcha?: string; key?: string }; res: Empty };
  'PUT /api/finance/withdraw/password': { req: WithdrawPasswordBody; res: Empty };
  'POST /api/finance/withdraw/check/password': { req: WithdrawPasswordCheckBody; res: Empty };
  'GET /api/finance/withdraw/account': { req: Empty; res: WithdrawAccount };
  'PUT /api/finance/withdraw/account': { req: WithdrawAccountBody; res: WithdrawAccount };
  /** with an Idempotency-Key header */
  'POST /api/finance/withdraw/apply': { req: WithdrawApplyBody; res: Withdrawal };
  'GET /api/finance/withdraw/list': { req: WithdrawalQuery; res: Paginated<Withdrawal> };
  /** 资金变动: every account's entries (or one's), newest first */
  'GET /api/money/change': { req: MoneyChangeQuery; res: Paginated<LedgerEntry> };
  'GET /api/finance/statistics/summary': { req: Empty; res: FinanceSummary };
  'POST /api/user/order/list': { req: OrderListQuery; res: Paginated<OrderListItem> };
  /** The filtered orders as an xlsx file (the response body itself, streamed; whole phone numbers). */
  'POST /api/user/order/download': { req: OrderListQuery; res: Blob };
  'POST /api/user/order/parcel': { req: ParcelListQuery; res: Paginated<ParcelListItem> };
  'POST /api/user/order/parcel/download': { req: ParcelListQuery; res: Blob };
  'GET /api/user/order/parcel/track': { req: { id: number }; res: ParcelTrack };

  // 工单管理 and 消息 (issue 21): only the caller's own work orders, parcels, pictures and notifications
  'GET /api/user/work-order/list': { req: WorkOrderListQuery; res: Paginated<WorkOrderItem> };
  'GET /api/user/work-order/detail': { req: { id: number }; res: WorkOrderDetail };
  'POST /api/user/work-order': { req: WorkOrderCreateBody; res: WorkOrderDetail };
  'POST /api/user/work-order/reply': { req: WorkOrderReplyBody; res: WorkOrderDetail };
  'POST /api/user/work-order/close': { req: { id: number }; res: WorkOrderDetail };
  'POST /api/user/work-order/reopen': { req: { id: number }; res: WorkOrderDetail };
  'POST /api/user/work-order/attachment': { req: WorkOrderAttachmentBody; res: WorkOrderAttachment };
  'GET /api/user/work-order/unread': { req: Empty; res: UnreadCounts };
  'GET /api/user/notification/list': { req: NotificationListQuery; res: Paginated<Notification> };
  'POST /api/user/notification/read': { req: NotificationReadBody; res: UnreadCounts };
  'GET /api/finance/log/list': { req: LedgerQuery; res: Paginated<LedgerEntry> };
  'GET /api/user/authentication': { req: Empty; res: AuthenticationInfo };
  'POST /api/user/authentication': { req: AuthenticationBody; res: AuthenticationInfo };
  'GET /api/user/group/list': { req: Empty; res: GroupInfo[] };
  'GET /api/home/user/info': { req: Empty; res: HomeUserSummary };
  // API设置 (issue 23)
  'GET /api/user/setting/api': { req: Empty; res: ApiSetting };
  'PUT /api/user/setting/api': { req: ApiSettingBody; res: ApiSetting };
  /** makes the key the first time, a new secret each later call (the old one stops working); shown only here */
  'GET /api/user/setting/api/key': { req: Empty; res: ApiKey };
  'POST /api/user/setting/api/callback/test': { req: Empty; res: CallbackTestResult };
  'GET /api/user/setting/api/callback/list': { req: CallbackDeliveryQuery; res: Paginated<CallbackDelivery> };
  'POST /api/user/setting/api/callback/resend': { req: CallbackResendBody; res: CallbackDelivery };

  // Storefront
  'GET /api/gift/page/rotate': { req: Empty; res: Banner[] };
  'GET /api/gift/page/homepage': { req: { inversion?: string }; res: Notice | null };
  'GET /api/home/page': { req: Empty; res: HomeBlock[] };
  'GET /api/common/site/notice': { req: Empty; res: Notice | null };
  'GET /api/gift/goods/top/collect': { req: Empty; res: Goods[] };
  'GET /api/gift/goods/top/sale': { req: Empty; res: Goods[] };
  'GET /api/gift/goods/top/new': { req: Empty; res: Goods[] };
  'GET /api/gift/goods/top/recommend': { req: Empty; res: Goods[] };
  'GET /api/gift/shop/options': { req: Empty; res: GoodsFilterOptions };
  'GET /api/gift/goods/list': { req: GoodsListQuery; res: Paginated<Goods> };
  'GET /api/gift/goods/detail': { req: { goods_id: number }; res: Goods & { pics: string[]; description: string; express: Express; no_deliver_area: string[]; send_address: string; shop: { id: number; shop_name: string } | null } };
  'GET /api/gift/shop/detail': { req: { id: number }; res: ShopDetail };
  'POST /api/collect/goods': { req: { goods_id: number }; res: Empty };
  'DELETE /api/collect/goods': { req: { goods_id: number }; res: Empty };
  'GET /api/collect/goods/list': { req: PageQuery; res: Paginated<Goods> };
  'GET /api/common/content/list': { req: Empty; res: ArticleItem[] };
  'GET /api/common/content/detail': { req: { id: number }; res: ArticleDetail };
  'POST /api/common/substation/apply': { req: SubstationApplication; res: { id: number } };
  'GET /api/gift/purchase/info': { req: { goods_id: number }; res: PurchaseInfo };

  // Ordering and shops
  'POST /api/gift/order/make': { req: OrderMakeBody; res: OrderResultRow[] };
  'POST /api/gift/order/check': { req: OrderCheckBody; res: DuplicateOrder[] };
  'POST /api/gift/order/price': { req: OrderPriceBody; res: OrderPriceResult };
  'GET /api/user/store/options': { req: { platform: number }; res: StoreOption[] };
  'GET /api/user/store/list': { req: StoreListQuery; res: Paginated<StoreListItem> };
  'DELETE /api/user/store': { req: { id: number }; res: Empty };
  'GET /api/gift/auth/links': { req: Empty; res: AuthLinks };
  'GET /api/gift/auth/info': { req: AuthInfoQuery; res: StoreListItem };
  'POST /api/gift/auth/order/sync': { req: SyncBody; res: SyncStatus };
  'GET /api/gift/auth/order/sync/status': { req: { store_id: number }; res: SyncStatus };
  'POST /api/gift/auth/order': { req: AuthOrderQuery; res: Paginated<AuthOrderItem> };
  /** SPEC §7's path for the same read as POST /api/gift/auth/order, the filters in the query string. */
  'GET /api/gift/auth/synchronize/orders': { req: AuthOrderQuery; res: Paginated<AuthOrderItem> };
  'POST /api/gift/auth/deliver': { req: DeliverBody; res: DeliverRow[] };

  // 礼品管理 (hidden user-centre routes gift-order, gift-selected)
  'GET /api/user/gift/order': { req: GiftOrderQuery; res: Paginated<GiftOrderItem> };
  'GET /api/user/gift/selected': { req: GiftSelectedQuery; res: Paginated<GiftSelectedItem> };
  'POST /api/user/gift/selected': { req: GiftSelectedAddBody; res: GiftSelectedItem };
  'PUT /api/user/gift/selected/:id': { req: GiftSelectedUpdateBody; res: GiftSelectedItem };
  'DELETE /api/user/gift/selected/:id': { req: Empty; res: Empty };

  // Recharge
  'GET /api/user/recharge/info': { req: Empty; res: RechargeConfig };
  'POST /api/user/recharge/qrcode': { req: RechargeOrderBody; res: RechargeOrder };
  'GET /api/user/recharge/status': { req: { out_trade_no: string }; res: RechargeStatus };
}

export type CallKey = keyof ApiCalls;
export type CallReq<K extends CallKey> = ApiCalls[K]['req'];
export type CallRes<K extends CallKey> = ApiCalls[K]['res'];
