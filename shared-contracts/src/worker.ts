/**
 * shared-contracts/worker: start a Web Worker from a remote's own files, wherever they are served.
 * Not a shared module: it is compiled into each package that uses it.
 *
 * `new Worker(url)` refuses a script from another origin than the page, which is what a remote served
 * from a CDN is. Written as
 *
 *     new CrossOriginWorker(new URL('./x.worker.ts', import.meta.url), { name: 'x' })
 *
 * webpack still makes `x.worker.ts` a worker chunk (the parser's `worker` syntax in
 * shared-contracts/build/webpack.cjs) and hands over the chunk's absolute URL. From the page's origin it
 * starts as usual; from another origin it starts a same-origin blob that loads the chunk with
 * `importScripts` (allowed across origins). The chunk's webpack runtime derives its public path — where
 * its other chunks are — from `self.location`, which in a blob worker is the blob's URL; the trampoline
 * therefore presents the chunk's own URL as the worker's location before loading it.
 */

/** The classic-script source of the trampoline for a worker chunk at an absolute URL. */
export function trampolineSource(chunkUrl: string): string {
  const url = JSON.stringify(chunkUrl);
  return [
    // webpack's automatic public path reads self.location: make it the chunk's URL, not the blob's
    `Object.defineProperty(self, 'location', { value: new URL(${url}), configurable: true });`,
    `importScripts(${url});`,
  ].join('\n');
}

/** Whether a worker script at `url` can be started directly from a page at `pageHref`. */
export function isSameOrigin(url: string | URL, pageHref: string): boolean {
  return new URL(url, pageHref).origin === new URL(pageHref).origin;
}

/** The URL to hand to `new Worker`: the chunk itself when same-origin, else a blob trampoline. */
export function workerStartUrl(url: string | URL, pageHref = globalThis.location.href): string {
  const absolute = new URL(url, pageHref).href;
  if (isSameOrigin(absolute, pageHref)) return absolute;
  return URL.createObjectURL(new Blob([trampolineSource(absolute)], { type: 'text/javascript' }));
}

/**
 * `new CrossOriginWorker(url, options)` is a `Worker` (it returns one): a plain one for a same-origin
 * script, a blob trampoline for a script on another origin. Classic workers only (`type: 'module'`
 * cannot `importScripts`). The blob URL is revoked once the worker has been created: the worker keeps
 * its script.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type
export interface CrossOriginWorker extends Worker {}
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class CrossOriginWorker {
  constructor(url: string | URL, options?: WorkerOptions) {
    const start = workerStartUrl(url);
    const worker = new Worker(start, options);
    if (start.startsWith('blob:')) URL.revokeObjectURL(start);
    return worker;
  }
}
