/**
 * The CSP nonce the server gave this page (on its inline script; server/src/site/csp.ts), for code
 * that inserts style elements itself (antd's ConfigProvider `csp`). Undefined without one (dev servers,
 * tests), where nothing needs it.
 */
export function pageNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}
