// Starts the built composed site as `npm start` would (one port, embedded database in a fresh DATA_DIR,
// or DATABASE_URL when set) and Debian's Chromium through playwright-core.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { freshDatabase, type FreshDatabase } from 'server/src/test-support/databases';
import { migratedPostgresTemplate } from 'server/src/test-support/migrated-template';
import { seedPgliteDir } from 'server/src/test-support/pglite-template';
import { freePort } from 'server/src/test-support/ports';
import { siteApi } from './sites';

export const ROOT = path.resolve(__dirname, '../..');

/**
 * Node's flags for the processes a test starts and stops within minutes (its site, the operator CLI): V8's baseline
 * WebAssembly compiler only. Each opens PGlite, whose PostgreSQL WebAssembly V8 otherwise recompiles hot function
 * by function with its optimising compiler, a cost a long-running server earns back and a test's site does not
 * (two browser files' sites: 12.6 → 9.7 s of CPU). `npm start` runs without it.
 */
export const SHORT_LIVED_NODE = ['--liftoff-only'];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Without Chromium the suite says loudly that it skipped — or fails when E2E_REQUIRED=1 (CI). */
export function chromiumAvailable(): boolean {
  if (existsSync(CHROMIUM)) return true;
  const text = `浏览器测试需要 Chromium（${CHROMIUM}），未找到。安装：apt-get install -y chromium fonts-wqy-microhei`;
  if (process.env.E2E_REQUIRED === '1') throw new Error(text);
  console.warn(`\n${'!'.repeat(72)}\n!! SKIPPED browser tests: ${text}\n${'!'.repeat(72)}\n`);
  return false;
}

/** Sites for the tests: the default one, plus a sub-station host whose help remote is not served. */
function writeSitesFile(dir: string, port: number): string {
  const file = path.join(dir, 'sites.json');
  const shipped = JSON.parse(readFileSync(path.join(ROOT, 'server/sites.json'), 'utf8'));
  const sites = {
    ...shipped,
    'broken.localhost': {
      site_name: '故障演练分站',
      // a Host lists the remotes it mounts; here help points at a manifest nobody serves
      remotes: { ...shipped['*'].remotes, help: '/remotes/help-missing/mf-manifest.json' },
    },
    // a sub-station with every article routed and the franchise page hidden
    'branch.localhost': { site_name: '演示分站', flags: { article_switch: true }, hidden_routes: ['SubstationsJoin'] },
    // a sub-station that mounts only the shop and purchase, under its own name and logo
    'shop-only.localhost': {
      site_name: '礼品·宁波分站',
      logo: '/logos/nb.svg',
      remotes: { storefront: shipped['*'].remotes.storefront, purchase: shipped['*'].remotes.purchase },
    },
    // the purchase remote served from another origin, as from a CDN (127.0.0.1 is not the page's localhost)
    'cdn.localhost': {
      site_name: '跨域演练分站',
      remotes: { ...shipped['*'].remotes, purchase: `http://127.0.0.1:${port}/remotes/purchase/mf-manifest.json` },
    },
  };
  writeFileSync(file, JSON.stringify(sites, null, 2));
  return file;
}

export interface Site {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** The server process could not listen: the free port was taken before it bound it (try another). */
class PortTaken extends Error {}

/**
 * The built site on a free port, as `npm start` runs it: a fresh DATA_DIR whose embedded database starts
 * from the migrated PGlite cluster made once (no initdb and no migrations per file), or with DATABASE_URL a
 * database of its own.
 */
export interface SiteOptions {
  /**
   * Runs before the server starts, with the database the site will use (the embedded one is one
   * process's, so a CLI must use it before the server does): e.g. `npm run operator -- create …`.
   */
  prepare?: (env: { DATA_DIR: string } | { DATABASE_URL: string }) => void;
}

export async function startSite(options: SiteOptions = {}): Promise<Site> {
  const started = Date.now();
  // with DATABASE_URL a database of its own (made here, dropped after): state left by earlier runs (accounts,
  // rate-limit counters) cannot leak into this one
  // (a copy of the migrated template: the server's start finds its migrations done, as on PGlite)
  const serverUrl = process.env.DATABASE_URL;
  const database = serverUrl ? await freshDatabase(serverUrl, 'e2e', { template: await migratedPostgresTemplate(serverUrl) }) : null;
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const site = await startServer(await freePort(), database, options);
        console.log(`# site ${site.url} started in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        return site;
      } catch (error) {
        if (!(error instanceof PortTaken) || attempt === 3) throw error;
      }
    }
  } catch (error) {
    await database?.drop();
    throw error;
  }
}

async function startServer(port: number, database: FreshDatabase | null, options: SiteOptions): Promise<Site> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gift-e2e-'));
  if (!database) await seedPgliteDir(path.join(dataDir, 'pglite'));
  options.prepare?.(database ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir });
  const child: ChildProcess = spawn(process.execPath, [...SHORT_LIVED_NODE, path.join(ROOT, 'server/dist/server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_ROOT: ROOT,
      SITES_FILE: writeSitesFile(dataDir, port),
      APP_ENV: 'development',
      // no balancer in front to move away first: stop at once (the default keeps serving 3 s after SIGTERM)
      SHUTDOWN_DRAIN_MS: '0',
      ...(database ? { DATABASE_URL: database.url } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  const giveUp = async (error: Error) => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    return error;
  };
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw await giveUp(output.includes('EADDRINUSE') ? new PortTaken(`port ${port} taken`) : new Error(`server exited early:\n${output}`));
    }
    try {
      const res = await fetch(`${url}/api/site/config`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw await giveUp(new Error(`server did not start in 60 s:\n${output}`));
    // try again in 100 ms, or at once when the server exits
    await Promise.race([exited, new Promise((r) => setTimeout(r, 100))]);
  }
  const notice = (await (await fetch(`${url}/api/gift/page/homepage`)).json()) as { data: { version: string } | null };
  seededNoticeVersion = notice.data?.version ?? null;
  return {
    url,
    port,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      await database?.drop();
      // the embedded database is tens of MB: none left behind in the temp folder
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** The seeded home notice's version: pages start with it dismissed (不再提示) unless a test wants the notice. */
let seededNoticeVersion: string | null = null;

/**
 * A browser context as tests use it: the site's viewport and locale, and the system setting 减少动态效果
 * (prefers-reduced-motion), which the site honours by showing antd's dialogs and drop-downs without their
 * motions. A click that lands while a dialog zooms in can miss its button on a loaded machine; the benches
 * keep the motions (`motion: true`), as most visitors have them.
 */
export function newContext(browser: Browser, { motion = false, viewport = { width: 1366, height: 900 } } = {}): Promise<BrowserContext> {
  return browser.newContext({ viewport, locale: 'zh-CN', reducedMotion: motion ? 'no-preference' : 'reduce' });
}

export async function newPage(browser: Browser, { showNotice = false, motion = false } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { motion });
  if (!showNotice && seededNoticeVersion) {
    await context.addInitScript((version) => window.localStorage.setItem('notice-version', version), seededNoticeVersion);
  }
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/**
 * A fresh browser context for one test; on failure a screenshot `FAILED-<name>.png` is kept in
 * e2e/artifacts to show what the test saw.
 */
export async function withPage(
  browser: Browser,
  name: string,
  fn: (page: Page, context: BrowserContext) => Promise<void>,
  options: { showNotice?: boolean; motion?: boolean } = {},
) {
  const { context, page } = await newPage(browser, options);
  // what the page said, printed when the test fails (CI keeps no screenshots)
  const journal: string[] = [];
  const note = (line: string) => {
    journal.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (journal.length > 60) journal.shift();
  };
  page.on('console', (m) => note(`console.${m.type()}: ${m.text().slice(0, 300)}`));
  page.on('pageerror', (e) => note(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => note(`requestfailed: ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('response', (r) => {
    if (r.url().includes('/api/') && !r.url().includes('/image/')) note(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) note(`navigated: ${f.url()}`);
  });
  try {
    await fn(page, context);
  } catch (error) {
    await shot(page, `FAILED-${name}`).catch(() => undefined);
    console.error(`--- ${name}: the page's last events\n${journal.join('\n')}\n---`);
    throw error;
  } finally {
    await context.close();
  }
}

/** Screenshot into e2e/artifacts (kept out of git) to look at what a test saw. */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await settled(page); // dialog and dropdown animations finished
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: false });
}

/**
 * An item of the top bar's user dropdown, ready to click: the dropdown opens on hover with a slide
 * animation, and a click while it is still moving can be lost.
 */
export async function userMenuItem(page: Page, name: string) {
  await page.getByTestId('user-menu').hover();
  const item = page.getByRole('menuitem', { name });
  await item.waitFor();
  // no slide classes left, and the open dropdown drawn fully opaque (its animation's last frame applied)
  await page.waitForFunction(() => {
    if (document.querySelector('.ant-slide-up-appear, .ant-slide-up-enter, .ant-slide-up-leave')) return false;
    const open = document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden)');
    return open !== null && getComputedStyle(open).opacity === '1';
  });
  return item;
}

/**
 * Log out through the user dropdown (SPEC §2.2: the page reloads) and wait for the logged-out top bar.
 * The dropdown opens on hover with an animation; the item is clicked once it has settled.
 */
export async function logOut(page: Page): Promise<void> {
  const item = await userMenuItem(page, '退出登录');
  const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/logout'));
  const reloaded = page.waitForEvent('load', { timeout: 30_000 });
  await item.click();
  await loggedOut;
  await reloaded;
  await page.getByRole('banner').getByRole('button', { name: '登录' }).waitFor();
}

/**
 * The latest SMS code the sandbox provider sent to a mobile (dev-only outbox endpoint). Texts leave from
 * the job queue a moment after the send call answers, so this waits up to 10 s for one.
 */
export async function latestSmsCode(site: Site, mobile: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await fetch(`${site.url}/api/dev/sms-outbox?mobile=${mobile}`);
    const body = (await res.json()) as { data: { list: { text: string }[] } };
    const code = /\d{6}/.exec(body.data.list[0]?.text ?? '')?.[0];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no SMS code for ${mobile}: ${JSON.stringify(body)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let counter = 0;
/** A fresh mainland mobile number per call, unique across runs sharing a database. */
export function uniqueMobile(): string {
  counter += 1;
  const tail = `${Date.now() % 1e6}${counter % 100}`.padStart(8, '0').slice(-8);
  return `139${tail}`;
}

/** For a describe block: the built site and a browser, started before its tests and stopped after. */
export function siteAndBrowser(options: SiteOptions = {}): { site: Site; browser: Browser } {
  const env = {} as { site: Site; browser: Browser };
  before(async () => {
    env.site = await startSite(options);
    env.browser = await launchBrowser();
  });
  after(async () => {
    await env.browser?.close();
    await env.site?.stop();
  });
  return env;
}

/** An account made through the API, as another device would — on a 分站 with its `domain`: returns its token. */
export async function registerViaApi(site: Site, mobile: string, password: string, domain?: string): Promise<string> {
  if (domain) {
    // a 分站's member: registered on its own domain (an account belongs to the site it was made on)
    const sub = { url: `http://${domain}:${site.port}`, domain, port: site.port };
    await siteApi(sub, null, 'POST', '/api/common/sms/register', { mobile });
    return (await siteApi<{ token: string }>(sub, null, 'POST', '/api/register', { mobile, password, sms_code: await latestSmsCode(site, mobile) })).token;
  }
  const post = (url: string, body: unknown) =>
    fetch(`${site.url}${url}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  await post('/api/common/sms/register', { mobile });
  const res = await post('/api/register', { mobile, password, sms_code: await latestSmsCode(site, mobile) });
  const body = (await res.json()) as { code: number; msg: string; data: { token: string } };
  if (body.code !== 0) throw new Error(`register ${mobile}: ${body.msg}`);
  return body.data.token;
}

/** Logged in as that account in this browser context (the token cookie the site itself would set). */
export async function logInWithToken(context: BrowserContext, site: Site, token: string): Promise<void> {
  await context.addCookies([{ name: 'user-token', value: token, url: site.url }]);
}

/** Polls `read` every 500 ms until `done` holds (real time: the server's jobs run in its own time); throws with the last value. */
export async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s, last ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Resolves once no antd enter/leave animation is running (a click on something still moving can be lost). */
export async function settled(page: Page): Promise<void> {
  // antd's motions last a few hundred ms; on a loaded machine a motion class can stay behind on some element
  // that is not moving (its animationend lost), so past 3 s this stops waiting instead of failing the test
  await page
    .waitForFunction(() => !document.querySelector('[class*="-appear-active"], [class*="-enter-active"], [class*="-leave-active"]'), undefined, { timeout: 3000 })
    .catch(() => undefined);
}

/**
 * Puts a long text into a text box at once, as a paste does, with the input event React reads. Playwright's
 * fill() inserts it through the editor line after line: 1,500 lines took 9 s and 5,000 lines 74 s, while the
 * page itself takes 0.1 s and 0.5 s to read them (and a loaded CI machine ran past fill's 15 s timeout).
 */
export async function fillAtOnce(box: Locator, text: string): Promise<void> {
  // as a person does before pasting, and as fill() would: waits until the box is there and enabled
  await box.click();
  await box.evaluate((element: HTMLTextAreaElement, value: string) => {
    // the prototype's setter, not the element's: React tracks the value through the latter and would take the
    // change for its own
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

/** The open dialog once its opening animation is over (a click during the zoom-in can be lost). */
export async function openDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await page.waitForFunction(() => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter, .ant-zoom-leave'));
  return dialog;
}

/** Whether an image element loaded a real picture: waits for it to finish loading (a check right after it appears can come too early). */
export function imageLoaded(image: Locator): Promise<boolean> {
  return image.evaluate((img: HTMLImageElement) =>
    img.complete
      ? img.naturalWidth > 0
      : new Promise<boolean>((resolve) => {
          img.addEventListener('load', () => resolve(img.naturalWidth > 0), { once: true });
          img.addEventListener('error', () => resolve(false), { once: true });
        }),
  );
}
