import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

let purifier: DOMPurify | null = null;

/**
 * HTML an operator saves (the home notice, help articles) made safe before it is stored: the same
 * sanitiser and profile the pages use to render it (shared-contracts/ui `useSanitisedHtml`: DOMPurify,
 * `USE_PROFILES: { html: true }`) — scripts, event handlers (onerror…), javascript: links, iframes and
 * forms removed, text and simple formatting kept. Style attributes stay: the pages move them aside
 * themselves for their CSP. The window is made once, on the first save.
 */
export function sanitiseHtml(html: string): string {
  if (!purifier) purifier = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
  return purifier.sanitize(html, { USE_PROFILES: { html: true } });
}
