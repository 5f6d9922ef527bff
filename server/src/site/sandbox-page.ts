import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { protectPage } from './csp';

/** Text for HTML: every character that could open markup or end an attribute is an entity. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export interface SandboxPageLook {
  /** The header's heading and the line under it (what the simulated service is). */
  heading: string;
  note: string;
  /** The service's colour: header and primary buttons. */
  accent: string;
  /** Page-specific rules, appended to the shared ones. */
  css: string;
}

/** The shared rules of every sandbox page: a card with a coloured header, a body section, buttons. */
const BASE_CSS = (accent: string) => `
  body { margin: 0; font-family: -apple-system, "PingFang SC", "Microsoft YaHei", "WenQuanYi Micro Hei", sans-serif; background: #f2f3f5; color: #1f1f1f; }
  main { margin: 40px auto; background: #fff; border-radius: 12px; box-shadow: 0 4px 18px rgba(0,0,0,.06); overflow: hidden; }
  header { background: ${accent}; color: #fff; padding: 18px 24px; font-size: 18px; font-weight: 600; }
  header small { display: block; font-size: 12px; font-weight: 400; opacity: .88; margin-top: 4px; }
  section { padding: 24px; }`;

/** A whole sandbox page (an outside service's page the sandbox provider serves: the cashier, a shop platform). */
export function sandboxPage(title: string, look: SandboxPageLook, body: string, mainClass = ''): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${BASE_CSS(look.accent)}
${look.css}
</style>
</head>
<body>
<main${mainClass ? ` class="${mainClass}"` : ''}>
<header>${escapeHtml(look.heading)}<small>${escapeHtml(look.note)}</small></header>
<section>${body}</section>
</main>
</body>
</html>`;
}

/** Sends a sandbox page under the site's CSP (per-request nonce), never cached. */
export async function sendSandboxPage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, html: string, status = 200) {
  const site = await app.sites.forHost(request.hostname);
  const { html: protectedHtml, policy } = protectPage(html, site);
  return reply.code(status).header('content-security-policy', policy).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(protectedHtml);
}
