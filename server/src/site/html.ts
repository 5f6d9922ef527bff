import type { SiteConfig } from 'shared-contracts';

export const SITE_CONFIG_PLACEHOLDER = '<script>window.__SITE_CONFIG__=null</script>';

/** JSON that is safe inside an inline <script>: it cannot close the element or end the statement. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Text that is safe inside a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The host page with this Host's configuration in place of the placeholder. */
export function injectSiteConfig(html: string, config: SiteConfig): string {
  const script = `<script>window.__SITE_CONFIG__=${scriptSafeJson(config)}</script>`;
  return html.replace(SITE_CONFIG_PLACEHOLDER, () => script);
}

/** Shown at `/` when the host has not been built. */
export const NOT_BUILT_PAGE = `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><title>礼品代发商城</title><style>body { font-family: sans-serif; padding: 48px; color: #333 }</style></head>
<body>
<h1>礼品代发商城</h1>
<p>前端页面尚未构建。请先在仓库根目录运行 <code>npm run build</code>，然后重新启动服务。</p>
<p>接口文档：<a href="/api/docs">/api/docs</a></p>
</body>
</html>
`;
