/** Business constants and limits (SPEC §9). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const SMS_CODE_LENGTH = 6;
export const SEND_CODE_COUNTDOWN_S = 60;
export const CAPTCHA_MAX_LENGTH = 6;
export const CAPTCHA_AUTO_SUBMIT_LENGTH = 4;

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ['xlsx', 'xls', 'csv'] as const;

export const PAGE_SIZES = [10, 20, 50, 100, 200, 500] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const PRODUCT_LIST_PAGE_SIZE = 10;
export const INFINITE_SCROLL_THRESHOLD_PX = 100;

export const STORE_SYNC_POLL_MS = 2000;
export const STORE_SYNC_STEP = 5;
export const STORE_SYNC_CAP = 99;
export const STORE_SYNC_DEFAULT_DAYS = 7;

export const RECHARGE_POLL_MS = 3000;
export const RECHARGE_QR_SIZE = 250;
export const HTTP_TIMEOUT_MS = 60000;

export const TOKEN_COOKIE = 'user-token';
export const REFER_CODE_COOKIE = 'refer_code';
export const NOTICE_VERSION_KEY = 'notice-version';
export const SAVED_LOGIN_KEY = 'saved-login';
export const BANNER_DISMISS_KEY = 'banner-dismissed-at';
export const BANNER_DISMISS_MS = 604800000;

export const NEW_GOODS_PER_PAGE = 5;
export const CAROUSEL_INTERVAL_MS = 2800;
export const BANNER_HEIGHT_PX = 360;

export const QUANTITY_MIN = 1;

export const SERVICE_HOURS = '9:00–24:00';
export const HOTLINE_LABEL = '7×24小时';

/** Order status values shown in counters (SPEC §4). */
export const OrderStatus = { UNPAID: 1, PAID: 2, DISPATCHED: 3 } as const;

/** User types offered by the login form; the value sent is ours to define (SPEC §6). */
export const UserType = { ORDINARY: 1, SUPPLIER: 2 } as const;
export type UserTypeValue = (typeof UserType)[keyof typeof UserType];
export const USER_TYPE_OPTIONS: { value: UserTypeValue; label: string }[] = [
  { value: UserType.ORDINARY, label: '普通用户' },
  { value: UserType.SUPPLIER, label: '供应商' },
];

/** Spreadsheet platforms: ids 1..4 with templates jd, tb, pdd, dy (SPEC §3). */
export const SHEET_PLATFORM_TEMPLATES = { 1: 'jd', 2: 'tb', 3: 'pdd', 4: 'dy' } as const;

/** Order flag colours (旗帜) a shop platform offers, as the authorised tab's flag filter shows them. */
export const FLAG_COLOURS = {
  gray: { name: '灰旗', color: '#8c8c8c' },
  red: { name: '红旗', color: '#f5222d' },
  yellow: { name: '黄旗', color: '#fadb14' },
  green: { name: '绿旗', color: '#52c41a' },
  blue: { name: '蓝旗', color: '#1677ff' },
  purple: { name: '紫旗', color: '#722ed1' },
  cyan: { name: '青旗', color: '#13c2c2' },
  orange: { name: '橙旗', color: '#fa8c16' },
} as const;
export type FlagColour = keyof typeof FLAG_COLOURS;

const COMMON_FLAGS: FlagColour[] = ['red', 'yellow', 'green', 'blue', 'purple'];

export interface Platform {
  id: number;
  name: string;
  key: string;
  /** Flag colours in the platform's own order; empty: the platform has none (the filter offers only 全部). */
  flags: FlagColour[];
}

/**
 * The one table of platforms (DESIGN "The contract"). Ids are the spreadsheet reading of SPEC §3: 1..4 are
 * the spreadsheet sources (templates jd, tb, pdd, dy); 5..9 are shops reached only by authorisation. SPEC's
 * flag-colour table is keyed by the other reading; by platform it means the flags below.
 */
export const PLATFORMS: Platform[] = [
  { id: 1, name: '京东', key: 'jd', flags: [] },
  { id: 2, name: '淘宝/天猫', key: 'tb', flags: COMMON_FLAGS },
  { id: 3, name: '拼多多', key: 'pdd', flags: COMMON_FLAGS },
  { id: 4, name: '抖店', key: 'dy', flags: ['gray', 'purple', 'cyan', 'green', 'orange', 'red'] },
  { id: 5, name: '快手', key: 'ks', flags: COMMON_FLAGS },
  { id: 6, name: '视频号', key: 'sph', flags: COMMON_FLAGS },
  { id: 7, name: '1688', key: '1688', flags: COMMON_FLAGS },
  { id: 8, name: '小红书', key: 'xhs', flags: ['gray', 'red', 'yellow', 'green', 'blue', 'purple'] },
  { id: 9, name: '淘工厂', key: 'tgc', flags: COMMON_FLAGS },
];

/** Platform 6 (视频号) takes its orders only from an authorised shop (SPEC §4 source switching). */
export const AUTHORISED_ONLY_PLATFORM = 6;

/**
 * Where sanitised HTML keeps its style attributes: the pages' CSP refuses style attributes in markup, so
 * the sanitiser (the server's for the shop, the console's live preview) moves them here and the page
 * applies them through the CSSOM (shared-contracts/ui `useRestoredStyles`).
 */
export const SANITISED_STYLE_ATTRIBUTE = 'data-sanitised-style';
