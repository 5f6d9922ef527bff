import type { DOMPurify } from 'dompurify';
import { SANITISED_STYLE_ATTRIBUTE } from 'shared-contracts';
import { lazyModule } from './lazy-module';

const PROFILE = { USE_PROFILES: { html: true } } as const;

let purifier: DOMPurify | null = null;
let renderer: DOMPurify | null = null;

/** A new DOMPurify on its own jsdom window (both loaded on first use: lazy-module.ts). */
const loadPurifier = lazyModule(async () => {
  const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
  return () => createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
});

/**
 * HTML an operator saves (the home notice, help articles) made safe before it is stored: the same
 * sanitiser and profile the console's live preview uses (shared-contracts/ui `useSanitisedHtml`: DOMPurify,
 * `USE_PROFILES: { html: true }`) — scripts, event handlers (onerror…), javascript: links, iframes and
 * forms removed, text and simple formatting kept. Style attributes stay. The window is made once.
 */
export async function sanitiseHtml(html: string): Promise<string> {
  purifier ??= (await loadPurifier())();
  return purifier.sanitize(html, PROFILE);
}

const rendered = new Map<string, string>();
const RENDERED_KEPT = 64;

/**
 * The same HTML as the shop's pages receive it (the notice, help articles): sanitised again on the way
 * out — whatever put it in the database (a migration, a hand edit) — with every style attribute moved
 * to `data-sanitised-style`, because the pages' CSP refuses style attributes in markup; the page puts
 * them back through the CSSOM (shared-contracts/ui `useRestoredStyles`). The shop downloads no
 * sanitiser of its own. The last few results are kept: a notice is read on every first visit.
 */
export async function renderableHtml(html: string): Promise<string> {
  const kept = rendered.get(html);
  if (kept !== undefined) return kept;
  if (!renderer) {
    renderer = (await loadPurifier())();
    renderer.addHook('afterSanitizeAttributes', (node) => {
      const element = node as Element;
      if (typeof element.hasAttribute !== 'function' || !element.hasAttribute('style')) return;
      element.setAttribute(SANITISED_STYLE_ATTRIBUTE, element.getAttribute('style') ?? '');
      element.removeAttribute('style');
    });
  }
  const clean = renderer.sanitize(html, PROFILE);
  if (rendered.size >= RENDERED_KEPT) rendered.delete(rendered.keys().next().value as string);
  rendered.set(html, clean);
  return clean;
}
