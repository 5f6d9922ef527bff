/**
 * What every /open/v1 route declares: `open` (signed with the merchant's app key and checked in this
 * scope, never the bearer token: plugins/app/auth.ts) and the signing headers as its OpenAPI security.
 */
export const OPEN_CONFIG = { open: true } as const;
export const OPEN_SECURITY = [{ appKey: [], timestamp: [], nonce: [], signature: [] }];
