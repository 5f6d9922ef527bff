// Runs first on the page (index.ts), before any other code or shared module: makes the libraries the
// site uses work under the server's strict Content-Security-Policy (server/src/site/csp.ts: nonce for
// inline scripts and styles, no 'unsafe-inline', no 'unsafe-eval'). No shared module may be imported here.

declare let __webpack_nonce__: string | undefined;

/**
 * The server puts a fresh nonce on the page's inline script and style. The `nonce` property keeps it
 * after the browser hides the attribute. Absent on the dev server's page, which has no policy.
 */
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;

if (nonce) {
  // webpack puts it on the chunk scripts it inserts; styled-components reads it for its <style>
  __webpack_nonce__ = nonce;

  // Some libraries insert style elements with no way to pass a nonce (antd's modal scroll lock and
  // scrollbar measurement in @rc-component/portal and util): they would be refused and lose their
  // effect. Elements created by code already running on the page get the nonce; markup an attacker
  // injects never goes through createElement, so the policy still refuses it.
  const createElement = document.createElement;
  document.createElement = function (this: Document, tagName: string, options?: ElementCreationOptions) {
    const element = createElement.call(this, tagName, options);
    if (element instanceof HTMLStyleElement && !element.nonce) element.nonce = nonce;
    return element;
  } as typeof document.createElement;

  // `setAttribute('style', …)` from script (antd's auto-sizing textarea measures with it) is refused as
  // an inline style attribute, while the same declarations set through the CSSOM are allowed: route it
  // there. Style attributes in parsed markup (HTML injection) stay refused.
  const setAttribute = Element.prototype.setAttribute;
  Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
    if (name.toLowerCase() === 'style' && (this instanceof HTMLElement || this instanceof SVGElement)) {
      this.style.cssText = String(value);
      return;
    }
    setAttribute.call(this, name, value);
  };

  // zod probes `new Function` once to decide whether to compile its object parsers; under a policy
  // without 'unsafe-eval' the probe is reported as a violation even though zod catches it. Every zod
  // copy on the page (host and remotes bundle their own) reads this shared configuration object, and it
  // must be set before the first schema is built.
  const zodConfig = ((globalThis as { __zod_globalConfig?: Record<string, unknown> }).__zod_globalConfig ??= {});
  zodConfig.jitless = true;
}

export {};
