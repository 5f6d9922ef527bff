// `npm run bench`: the recipient recognition figures (scripts/bench-recipients.mjs), the spreadsheet reader's
// (scripts/bench-sheets.mjs), the goods list query
// timings and plans (server/bench/catalogue.ts), then build what is stale, the goods list under load on
// PostgreSQL beside a bare Fastify + pg route (server/bench/load.ts), 1,000 concurrent payment notifications
// (server/bench/notifications.ts), ordering at 10,000 recipients (server/bench/ordering.ts), a shop sync of
// ~20,000 orders and the authorised tab's list (server/bench/shop-sync.ts), the 超时赔付 job over 1,000,000
// parcels on PostgreSQL (server/bench/compensation.ts), a merchant with 1,000,000 parcels among 10,000,000: lists, counters,
// export and check-ledger (server/bench/scale.ts; SCALE_TOTAL_PARCELS), tracking pushes taken in (server/bench/tracking.ts), signed Open API
// orders and the callback lag (server/bench/open-api.ts), the bytes of a 10,000-recipient Open API order (server/bench/open-api-body.ts), 1,000 shipping labels (打印面单) as one PDF and read
// back (server/bench/labels.ts), the site's
// figures (e2e/src/bench.ts: a first visit's JS, the first goods card on screen, where one visit's time goes), the purchase at 10,000 recipients in the browser: paste → priced table,
// long tasks while editing a row (e2e/src/bench-purchase.ts), and 表格导入 of a 50,000-row .xlsx in the
// browser: upload → result shown, long tasks meanwhile (e2e/src/bench-sheets.ts).
import { spawnSync } from 'node:child_process';
import { ensureBuilt, ROOT } from './build-state.mjs';

const recipients = spawnSync('node', ['scripts/bench-recipients.mjs'], { cwd: ROOT, stdio: 'inherit' });
if (recipients.status !== 0) process.exit(recipients.status ?? 1);
// the spreadsheet reader: fixture accuracy per field, a 50,000-row .xlsx in Node and through the CLI
const sheetsBench = spawnSync('node', ['scripts/bench-sheets.mjs'], { cwd: ROOT, stdio: 'inherit' });
if (sheetsBench.status !== 0) process.exit(sheetsBench.status ?? 1);
const catalogue = spawnSync('npx', ['tsx', 'bench/catalogue.ts'], { cwd: `${ROOT}/server`, stdio: 'inherit' });
if (catalogue.status !== 0) process.exit(catalogue.status ?? 1);
await ensureBuilt();
// the goods list under load on PostgreSQL (DATABASE_URL, else the local server), beside a bare route
const load = spawnSync('npx', ['tsx', 'bench/load.ts'], { cwd: `${ROOT}/server`, stdio: 'inherit' });
if (load.status !== 0) process.exit(load.status ?? 1);
// 1,000 payment notifications for 100 top-ups at once: each credited once, the books balanced
const notifications = spawnSync('npx', ['tsx', 'bench/notifications.ts'], { cwd: `${ROOT}/server`, stdio: 'inherit' });
if (notifications.status !== 0) process.exit(notifications.status ?? 1);
// ordering at 10,000 recipients on PGlite and PostgreSQL: price, make, dispatch
const ordering = spawnSync('npx', ['tsx', 'bench/ordering.ts'], { cwd: `${ROOT}/server`, stdio: 'inherit' });
if (ordering.status !== 0) process.exit(ordering.status ?? 1);
// an authorised shop at ~3,000 orders a day synced for 7 days (~20,000 orders), then the authorised tab's list
const shopSync = spawnSync('npx', ['tsx', 'bench/shop-sync.ts'], { cwd: `${ROOT}/server`, stdio: 'inherit' });
if (shopSync.status !== 0) process.exit(shopSync.status ?? 1);
// the 超时赔付 job over 1,000,000 parcels on PostgreSQL: goal under 60 s, batches that hold their locks briefly
const compensation = spawnSync('npx', ['tsx', 'bench/compensation.ts'], { cwd: `${ROOT}/server`, stdio: 'inherit' });
if (compensation.status !== 0) process.exit(compensation.status ?? 1);
// a merchant with 1,000,000 parcels among 10,000,000 on PostgreSQL: list p95s, counters, export, check-ledger against goals
const scale = spawnSync('npx', ['tsx', 'bench/scale.ts'], { cwd: `${ROOT}/server`, stdio: 'inherit' });
if (scale.status !== 0) process.exit(scale.status ?? 1);
// 快递100 pushes over HTTP into tracking_events: goal ≥ 2,000 new events/s, replays store nothing
const tracking = spawnSync('npx', ['tsx', 'bench/tracking.ts'], { cwd: `${ROOT}/server`, stdio: 'inherit' });
if (tracking.status !== 0) process.exit(tracking.status ?? 1);
// the Open API's body limit: a whole 10,000-recipient order's bytes, typical and longest, UTF-8 and \u-escaped
const openApiBody = spawnSync('npx', ['tsx', 'bench/open-api-body.ts'], { cwd: `${ROOT}/server`, stdio: 'inherit' });
if (openApiBody.status !== 0) process.exit(openApiBody.status ?? 1);
// the Open API: 20 clients signing orders of 100 recipients for 30 s (calls/s, p99, booked once), callback lag
const openApi = spawnSync('npx', ['tsx', 'bench/open-api.ts'], { cwd: `${ROOT}/server`, stdio: 'inherit' });
if (openApi.status !== 0) process.exit(openApi.status ?? 1);
// 打印面单: 1,000 shipping labels (100 × 180 mm, Code 128) as one PDF, goal under 10 s, read back page by page
const labels = spawnSync('npx', ['tsx', 'bench/labels.ts'], { cwd: `${ROOT}/server`, stdio: 'inherit' });
if (labels.status !== 0) process.exit(labels.status ?? 1);
const site = spawnSync('npx', ['tsx', 'e2e/src/bench.ts'], { cwd: ROOT, stdio: 'inherit' });
if (site.status !== 0) process.exit(site.status ?? 1);
// the purchase at 10,000 recipients in the browser: paste → priced table, long tasks while editing a row
const purchase = spawnSync('npx', ['tsx', 'e2e/src/bench-purchase.ts'], { cwd: ROOT, stdio: 'inherit' });
if (purchase.status !== 0) process.exit(purchase.status ?? 1);
// 表格导入 in the browser: a 50,000-row 淘宝 .xlsx uploaded → result shown, long tasks meanwhile
const sheetImport = spawnSync('npx', ['tsx', 'e2e/src/bench-sheets.ts'], { cwd: ROOT, stdio: 'inherit' });
process.exit(sheetImport.status ?? 1);
