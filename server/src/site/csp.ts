import { randomBytes } from 'node:crypto';
import type { SiteConfig } from 'shared-contracts';

/** 128 random bits per page: the only inline scripts and styles that run are the ones carrying it. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Where a Host's remotes come from, as CSP sources. A relative manifest URL is the page's own origin
 * ('self'); an absolute one (a CDN) adds its origin; a protocol-relative one (`//cdn…`) adds its host,
 * which CSP matches on the page's scheme. Anything else (a typo, another scheme) adds nothing, so it
 * is blocked rather than widening the policy.
 */
export function remoteSources(remotes: SiteConfig['remotes']): string[] {
  const sources = new Set<string>();
  for (const url of Object.values(remotes ?? {})) {
    if (typeof url !== 'string') continue;
    if (url.startsWith('//')) {
      const host = /^\/\/([a-z0-9.-]+(?::\d{1,5})?)(?:[/?#]|$)/i.exec(url)?.[1];
      if (host) sources.add(host.toLowerCase());
      continue;
    }
    if (!/^https?:\/\//i.test(url)) continue;
    try {
      sources.add(new URL(url).origin);
    } catch {
      // not a URL: nothing to allow
    }
  }
  return [...sources].sort();
}

/**
 * The Content-Security-Policy of an HTML page of this Host. Scripts and styles: the page's origin, the
 * remotes' origins, and inline ones only with this request's nonce (the injected site configuration,
 * the page's own <style>, antd's and styled-components' style elements) — no 'unsafe-inline', no
 * 'unsafe-eval'. Style attributes in markup are refused too; React's style props and antd's inline
 * styles are set through the CSSOM, which CSP does not govern, and sanitised HTML has its style
 * attributes re-applied the same way (shared-contracts/src/ui/sanitised-html.ts).
 */
export function contentSecurityPolicy(site: Pick<SiteConfig, 'remotes'>, nonce: string): string {
  const remotes = remoteSources(site.remotes);
  const self = ["'self'", ...remotes];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', [...self, `'nonce-${nonce}'`]],
    ['style-src', [...self, `'nonce-${nonce}'`]],
    // goods images and logos are ours; the captcha is a data: URL; exports and previews may be blobs
    ['img-src', [...self, 'data:', 'blob:']],
    ['font-src', [...self, 'data:']],
    // the API, and the remotes' manifests
    ['connect-src', self],
    // the purchase remote's recognition worker, possibly started from a blob: trampoline
    ['worker-src', [...self, 'blob:']],
    // a payment page may be embedded later: our own origin only
    ['frame-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Puts the nonce on every <script> and <style> element of a page template (our own build's HTML). */
export function withNonce(html: string, nonce: string): string {
  return html.replace(/<(script|style)(?=[\s>])/gi, (_tag, name: string) => `<${name} nonce="${nonce}"`);
}

/** Strict-Transport-Security for replies over HTTPS (directly, or through a trusted proxy). */
export const HSTS = 'max-age=31536000';

/** A page ready to send: the nonce on its inline elements, and the policy that admits exactly those. */
export function protectPage(html: string, site: Pick<SiteConfig, 'remotes'>): { html: string; policy: string } {
  const nonce = newNonce();
  return { html: withNonce(html, nonce), policy: contentSecurityPolicy(site, nonce) };
}
