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
  };
}
