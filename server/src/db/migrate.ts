import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './schema';
import { accounts } from './migrations/0001_accounts';
import { catalogue } from './migrations/0002_catalogue';
import { content } from './migrations/0003_content';
import { jobs } from './migrations/0004_jobs';
import { sandbox } from './migrations/0005_sandbox';
import { catalogueEvents } from './migrations/0006_catalogue_events';
import { wallet } from './migrations/0007_wallet';
import { orders } from './migrations/0008_orders';
import { filterRules } from './migrations/0009_filter_rules';
import { importArticles } from './migrations/0010_import_articles';
import { shops } from './migrations/0011_shops';
import { deliverTried } from './migrations/0012_deliver_tried';
import { operators } from './migrations/0013_operators';
import { goodsCategories } from './migrations/0014_goods_categories';
import { userFreeze } from './migrations/0015_user_freeze';
import { sites } from './migrations/0016_sites';
import { balanceAdjustments } from './migrations/0017_balance_adjustments';
import { groupsAdmin } from './migrations/0018_groups_admin';
import { operatorsAdmin } from './migrations/0021_operators_admin';
import { contentAdmin } from './migrations/0019_content_admin';
import { uploadedImages } from './migrations/0020_uploaded_images';
import { businessClock } from './migrations/0024_business_clock';
import { tracking } from './migrations/0022_tracking';
import { compensation } from './migrations/0023_compensation';
import { compensationAdmin } from './migrations/0025_compensation_admin';
import { compensationArticle } from './migrations/0026_compensation_article';
import { workOrders } from './migrations/0027_work_orders';
import { orderIssueDeadline } from './migrations/0028_order_issue_deadline';
import { compensationPending } from './migrations/0029_compensation_pending';
import { trackStateAt } from './migrations/0030_track_state_at';
import { ledgerAccounts } from './migrations/0031_ledger_accounts';
import { commissions } from './migrations/0032_commissions';
import { withdrawals } from './migrations/0033_withdrawals';
import { sandboxPayouts } from './migrations/0034_sandbox_payouts';
import { openApi } from './migrations/0035_open_api';
import { openApiArticle } from './migrations/0036_open_api_article';
import { parcelCounts } from './migrations/0037_parcel_counts';
import { parcelMobileIndex } from './migrations/0038_parcel_mobile_index';
import { giftSelections } from './migrations/0039_gift_selections';
import { parcelRecipientGrams } from './migrations/0040_parcel_recipient_grams';
import { withdrawalPayoutNo } from './migrations/0041_withdrawal_payout_no';
import { callbackExampleBindsFirst } from './migrations/0042_callback_example_binds_first';
import { siteTenancy } from './migrations/0043_site_tenancy';
import { substationArticle } from './migrations/0044_substation_article';
import { suppliers } from './migrations/0045_suppliers';
import { reconciliation } from './migrations/0046_reconciliation';
import { moneyRules } from './migrations/0049_money_rules';
import { operatorEnrolment } from './migrations/0047_operator_enrolment';

/** In-code migrations, in order. Names are stable: they are recorded in kysely_migration. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_accounts': accounts,
  '0002_catalogue': catalogue,
  '0003_content': content,
  '0004_jobs': jobs,
  '0005_sandbox': sandbox,
  '0006_catalogue_events': catalogueEvents,
  '0007_wallet': wallet,
  '0008_orders': orders,
  '0009_filter_rules': filterRules,
  '0010_import_articles': importArticles,
  '0011_shops': shops,
  '0012_deliver_tried': deliverTried,
  '0013_operators': operators,
  '0014_goods_categories': goodsCategories,
  '0015_user_freeze': userFreeze,
  '0016_sites': sites,
  '0017_balance_adjustments': balanceAdjustments,
  '0018_groups_admin': groupsAdmin,
  '0021_operators_admin': operatorsAdmin,
  '0019_content_admin': contentAdmin,
  '0020_uploaded_images': uploadedImages,
  '0024_business_clock': businessClock,
  '0022_tracking': tracking,
  '0023_compensation': compensation,
  '0025_compensation_admin': compensationAdmin,
  '0026_compensation_article': compensationArticle,
  '0027_work_orders': workOrders,
  '0028_order_issue_deadline': orderIssueDeadline,
  '0029_compensation_pending': compensationPending,
  '0030_track_state_at': trackStateAt,
  '0031_ledger_accounts': ledgerAccounts,
  '0032_commissions': commissions,
  '0033_withdrawals': withdrawals,
  '0034_sandbox_payouts': sandboxPayouts,
  '0035_open_api': openApi,
  '0036_open_api_article': openApiArticle,
  '0037_parcel_counts': parcelCounts,
  '0038_parcel_mobile_index': parcelMobileIndex,
  '0039_gift_selections': giftSelections,
  '0040_parcel_recipient_grams': parcelRecipientGrams,
  '0041_withdrawal_payout_no': withdrawalPayoutNo,
  '0042_callback_example_binds_first': callbackExampleBindsFirst,
  '0043_site_tenancy': siteTenancy,
  '0044_substation_article': substationArticle,
  '0045_suppliers': suppliers,
  '0046_reconciliation': reconciliation,
  '0049_money_rules': moneyRules,
  '0047_operator_enrolment': operatorEnrolment,
};

/**
 * Every migration runs without the statement timeout the pool sets for requests: building an index over a
 * large table (0037, 0040 on 10,000,000 parcels) takes minutes. `set local` ends with the migration's
 * transaction (kysely runs the pending migrations in one, under its lock).
 */
const provider: MigrationProvider = {
  async getMigrations() {
    return Object.fromEntries(
      Object.entries(MIGRATIONS).map(([name, migration]) => [
        name,
        {
          async up(db: Kysely<unknown>) {
            await sql`set local statement_timeout = 0`.execute(db);
            await migration.up(db);
          },
          down: migration.down,
        },
      ]),
    );
  },
};

/**
 * Whether the database has run exactly these migrations: a read of kysely's bookkeeping table, where kysely's
 * migrator first reads the catalogue to find its tables and takes its lock (a server's start and every test app's
 * build paid that: 50 ms on an in-memory PGlite, 150 ms on one on disk). False when the table is not there yet.
 */
async function upToDate(db: Kysely<Database>): Promise<boolean> {
  const { rows: tables } = await sql<{ present: boolean }>`select to_regclass('public.kysely_migration') is not null as present`.execute(db);
  if (!tables[0]?.present) return false;
  const { rows } = await sql<{ name: string }>`select name from public.kysely_migration`.execute(db);
  const done = new Set(rows.map((row) => row.name));
  const known = Object.keys(MIGRATIONS);
  return done.size === known.length && known.every((name) => done.has(name));
}

/**
 * Brings the schema up to date; safe to run from several processes at once (kysely takes a lock). A database
 * that has run every migration, and no other, is left alone without the migrator; anything else (a migration
 * pending, or one this code does not know, which kysely refuses) goes through it.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  if (await upToDate(db)) return;
  // Name the schema: kysely looks for its bookkeeping table in every schema otherwise.
  const migrator = new Migrator({ db, provider, migrationTableSchema: 'public' });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`数据库迁移失败：${failed?.migrationName ?? ''} ${reason}`.trim(), { cause: error });
  }
}
