// Fixtures for API设置's tests (imported only by tests).
import type { ApiKey, ApiSetting, CallbackDelivery, Paginated } from 'shared-contracts';

/** A verified merchant who has not made a key yet. */
export const NEW_SETTING: ApiSetting = {
  enabled: false,
  app_key: null,
  callback_url: '',
  ip_whitelist: [],
  secret_created_at: null,
  verified: true,
  rate_limit: 600,
  base_url: 'https://gift.example/open/v1',
  docs_url: '/open/docs',
  guide_url: '/help-center/article/42',
};

/** The same merchant with a key, API on, a callback URL and a whitelist. */
export const KEYED_SETTING: ApiSetting = {
  ...NEW_SETTING,
  enabled: true,
  app_key: 'ak_7f3c9e21d4b8',
  callback_url: 'https://erp.example.com/gift/callback',
  ip_whitelist: ['203.0.113.7', '198.51.100.0/24'],
  secret_created_at: '2026-11-20 10:00:00',
};

export const UNVERIFIED_SETTING: ApiSetting = { ...NEW_SETTING, verified: false };

export const NEW_KEY: ApiKey = { app_key: 'ak_7f3c9e21d4b8', app_secret: 'sk_4a1b2c3d4e5f60718293a4b5c6d7e8f9' };

export const DELIVERIES: CallbackDelivery[] = [
  {
    id: 12,
    event: 'parcel.waybill',
    event_name: '包裹出单（获得运单号）',
    event_id: 'evt_01HZX9A',
    status: 'failed',
    status_text: '失败',
    attempts: 8,
    last_status_code: 500,
    last_error: null,
    created_at: '2026-11-25 09:00:00',
    last_attempt_at: '2026-11-26 09:00:00',
    next_attempt_at: null,
  },
  {
    id: 11,
    event: 'parcel.refunded',
    event_name: '包裹拒单退款',
    event_id: 'evt_01HZX8B',
    status: 'pending',
    status_text: '待送达',
    attempts: 2,
    last_status_code: null,
    last_error: '连接超时',
    created_at: '2026-11-26 08:00:00',
    last_attempt_at: '2026-11-26 08:01:10',
    next_attempt_at: '2026-11-26 08:06:10',
  },
];

export const page = <T,>(list: T[], total = list.length): Paginated<T> => ({ list, page: 1, page_size: 10, data_count: total });
