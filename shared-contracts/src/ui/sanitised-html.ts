import { useEffect, useState } from 'react';

/**
 * HTML from the server (notices, help articles) made safe to render: scripts, event handlers and
 * javascript: links removed by DOMPurify, which loads as its own chunk the first time HTML is shown.
 * Returns null until it is ready.
 */
export function useSanitisedHtml(html: string | undefined): string | null {
  const [clean, setClean] = useState<{ from: string; html: string } | null>(null);
  useEffect(() => {
    if (html === undefined) return undefined;
    let live = true;
    void import(/* webpackChunkName: "sanitise" */ 'dompurify').then(({ default: DOMPurify }) => {
      if (live) setClean({ from: html, html: DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }) });
    });
    return () => {
      live = false;
    };
  }, [html]);
  return clean && clean.from === html ? clean.html : null;
}
