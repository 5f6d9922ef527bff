import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SandboxShipments } from '../providers/sandbox/shop-platform';

/** Orders shipped through the sandbox shop platform (a real platform keeps this itself). */
export function sandboxShipmentsRepository(db: Kysely<Database>): SandboxShipments {
  return {
    async add(platform, shopId, shopOrder, waybillCode) {
      const row = await db
        .insertInto('sandbox_shipments')
        .values({ platform, shop_id: shopId, shop_order: shopOrder, waybill_code: waybillCode })
        .onConflict((oc) => oc.doNothing())
        .returning('shop_order')
        .executeTakeFirst();
      return row !== undefined;
    },

    async list(platform, shopId) {
      const rows = await db
        .selectFrom('sandbox_shipments')
        .select(['shop_order', 'waybill_code', 'shipped_at'])
        .where('platform', '=', platform)
        .where('shop_id', '=', shopId)
        .orderBy('shipped_at', 'desc')
        .execute();
      return rows.map((row) => ({ shopOrder: row.shop_order, waybillCode: row.waybill_code, shippedAt: row.shipped_at }));
    },
  };
}
