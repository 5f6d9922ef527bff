/**
 * The cache tags of API设置: the settings (also refreshed by a real-name verification, 'Authentication') and
 * the callback delivery log (a test callback or a 重发 adds or changes a row).
 */
export const SETTING_TAG = { type: 'User', id: 'API_SETTING' } as const;
export const DELIVERIES_TAG = { type: 'User', id: 'CALLBACK_DELIVERIES' } as const;
