/** The site's own address as the caller reached it (through a trusted proxy, its scheme and host). */
export const siteUrlOf = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;

/**
 * Another of our sites' address as this request would reach it: the same scheme and port (a default port left
 * out), the site's domain — a 分站's owner console (开通), a platform's return forwarded to a 分站 (issue 32).
 */
export function siteUrlFor(request: { protocol: string; host: string }, domain: string): string {
  const port = /:(\d+)$/.exec(request.host)?.[1];
  const isDefault = !port || (request.protocol === 'http' && port === '80') || (request.protocol === 'https' && port === '443');
  return `${request.protocol}://${domain}${isDefault ? '' : `:${port}`}`;
}
