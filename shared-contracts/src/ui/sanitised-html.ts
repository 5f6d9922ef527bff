import { useCallback, useEffect, useState } from 'react';
import type { DOMPurify as Purifier } from 'dompurify';
import { SANITISED_STYLE_ATTRIBUTE as MOVED_STYLE } from '../constants';

let purifier: Purifier | null = null;
async function loadPurifier(): Promise<Purifier> {
  if (!purifier) {
    const { default: createDOMPurify } = await import(/* webpackChunkName: "sanitise" */ 'dompurify');
    // an instance of our own, so the hook below touches no other user of DOMPurify
    const instance = createDOMPurify(window);
    instance.addHook('afterSanitizeAttributes', (node) => {
      if (!(node instanceof Element) || !node.hasAttribute('style')) return;
      node.setAttribute(MOVED_STYLE, node.getAttribute('style') ?? '');
      node.removeAttribute('style');
    });
    purifier = instance;
  }
  return purifier;
}

/**
 * HTML typed in the browser (the console's live preview of a notice or article) made safe to render with
 * the profile the server applies (server/src/lib/sanitise-html.ts): scripts, event handlers and
 * javascript: links removed by DOMPurify, which loads as its own chunk the first time. The shop's pages
 * never need it: the server sends them the notice and articles already sanitised. Style attributes come
 * back as `data-sanitised-style`: render the HTML into an element with `ref={useRestoredStyles(html)}`
 * to apply them. Returns null until it is ready.
 */
export function useSanitisedHtml(html: string | undefined): string | null {
  const [clean, setClean] = useState<{ from: string; html: string } | null>(null);
  useEffect(() => {
    if (html === undefined) return undefined;
    let live = true;
    void loadPurifier().then((instance) => {
      if (live) setClean({ from: html, html: instance.sanitize(html, { USE_PROFILES: { html: true } }) });
    });
    return () => {
      live = false;
    };
  }, [html]);
  return clean && clean.from === html ? clean.html : null;
}

/** Applies the moved style attributes under `root` through the CSSOM (allowed by the CSP). */
export function restoreStyles(root: Element): void {
  for (const element of root.querySelectorAll<HTMLElement | SVGElement>(`[${MOVED_STYLE}]`)) {
    element.style.cssText = element.getAttribute(MOVED_STYLE) ?? '';
    element.removeAttribute(MOVED_STYLE);
  }
}

/** Callback ref for the element that renders sanitised HTML: re-applies its styles whenever the HTML changes. */
export function useRestoredStyles(html: string | null): (element: HTMLElement | null) => void {
  return useCallback(
    (element: HTMLElement | null) => {
      if (element && html !== null) restoreStyles(element);
    },
    [html],
  );
}
