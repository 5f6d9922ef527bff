// `npm run check-ledger`: are the books balanced? For every user: wallet balance = sum of their ledger
// entries, and each entry's balance_after = the running sum; every booked 资金调整 (ledger type adjust,
// source adjustment) is exactly one entry of its amount, and no such entry lacks one; likewise every 超时赔付
// (parcel_compensations, ledger type compensation, source parcel). For every 分站 (issue 32): each earnings
// account = the sum of its entries, each chain runs, and the margin booked = Σ over its members' parcels not
// refused of (paid − cost − commission); each referred 分站 order's commission = its parcels' shares. For every
// supplier shop (issue 33): its supplier_payable and supplier_withdrawing = the sums of their entries, each chain
// runs, and each parcel numbered for it has its supply price booked once (a refused one taken back to nothing). Reads
// DATABASE_URL, else the embedded database in DATA_DIR (stop `npm start` first: PGlite is one process's).
// Exit 0 balanced, 1 not.
import path from 'node:path';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { adjustmentsRepository } from '../src/repositories/adjustments';
import { commissionsRepository } from '../src/repositories/commissions';
import { compensationsRepository } from '../src/repositories/compensations';
import { siteEarningsRepository } from '../src/repositories/site-earnings';
import { supplierLedgerRepository } from '../src/repositories/supplier-ledger';
import { walletRepository } from '../src/repositories/wallet';

async function main() {
  const config = loadConfig();
  const db = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dir: path.join(config.dataDir, 'pglite') });
  try {
    const counts = await db
      .selectFrom('ledger_entries')
      .select((eb) => [eb.fn.countAll<number>().as('entries'), eb.fn.count<number>('user_id').distinct().as('users')])
      .executeTakeFirstOrThrow();
    // balances = their entries; and 资金调整 (type adjust, source adjustment) = exactly its booked rows
    const breaches = [
      ...(await walletRepository(db).invariantBreaches()),
      ...(await adjustmentsRepository(db).breaches()),
      ...(await compensationsRepository(db).breaches()),
      ...(await commissionsRepository(db).siteShareBreaches()),
    ];
    const siteBreaches = await siteEarningsRepository(db).invariantBreaches();
    const supplierBreaches = await supplierLedgerRepository(db).invariantBreaches();
    const sites = await db.selectFrom('site_wallets').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const shops = await db.selectFrom('supplier_wallets').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    if (breaches.length || siteBreaches.length || supplierBreaches.length) {
      console.error(`账目不平：${breaches.length + siteBreaches.length + supplierBreaches.length} 处`);
      for (const breach of breaches.slice(0, 50)) console.error(`  用户 ${breach.user_id}：${breach.problem}`);
      for (const breach of siteBreaches.slice(0, 50)) console.error(`  分站 ${breach.site_id}：${breach.problem}`);
      for (const breach of supplierBreaches.slice(0, 50)) console.error(`  供货店铺 ${breach.shop_id}：${breach.problem}`);
      process.exitCode = 1;
    } else {
      console.log(`账目平衡：${Number(counts.users)} 个用户、${Number(sites.n)} 个分站，${Number(counts.entries)} 条流水，各账户余额均等于流水之和，分站收益等于其包裹毛利之和；${Number(shops.n)} 个供货店铺的应结等于其包裹供货价之和`);
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(/relation "ledger_entries" does not exist/.test(message) ? '数据库尚未初始化（先启动一次服务，让迁移建表）' : message);
  process.exit(1);
});
