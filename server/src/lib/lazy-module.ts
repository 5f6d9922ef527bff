/**
 * Libraries most requests never use — jsdom and DOMPurify (operator HTML), ExcelJS and the archiver
 * (spreadsheets), PDFKit and bwip-js (labels), SheetJS (templates), sharp (pictures), the Alipay and
 * Aliyun SDKs (real providers) — are loaded on first use, not when the app is built: together they were
 * 14 MB of JavaScript, about 2 s of every server test file's start. `npm start` (server.ts) loads them all
 * before it listens, so no request waits for one, and a process that is ready never blocks seconds on a require.
 */
const loaders: (() => Promise<unknown>)[] = [];

/** `load` run once, on the first call; later calls share its promise. */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  const get = () => (loading ??= load());
  loaders.push(get);
  return get;
}

/** Loads every lazy module now (server.ts, before it listens). */
export async function loadLazyModules(): Promise<void> {
  await Promise.all(loaders.map((load) => load()));
}

/** ExcelJS (the goods sheet, the finance report). */
export const loadExcelJs = lazyModule(async () => (await import('exceljs')).default);

/** alipay-sdk's client class (payments, transfers). */
export const loadAlipaySdk = lazyModule(async () => (await import('alipay-sdk')).AlipaySdk);
