import { sql, type Kysely, type Selectable } from 'kysely';
import type { AuthorisedOrderGoods } from 'shared-contracts';
import type { Database, StoreOrderStatus, StoreOrdersTable, StoresTable } from '../db/schema';
import { escapeLike } from '../lib/escape-like';
import { paginate, type PageRequest } from '../lib/paginate';

/** Synced orders written per statement (17 columns each: far under PostgreSQL's parameter limit). */
const ORDER_CHUNK = 200;

export type StoreRow = Selectable<StoresTable>;

/** A synced order as the sync writes it: the row without its owner, search text and sync time. */
export type StoreOrderInput = Omit<StoreOrdersTable, 'store_id' | 'user_id' | 'goods' | 'goods_text' | 'synced_at'> & { goods: AuthorisedOrderGoods[] };

/** The authorised tab's filters (SPEC §7), times parsed. */
export interface AuthOrderFilter {
  since?: Date;
  until?: Date;
  flag?: number;
  remark?: string;
  shopOrders?: string[];
  keyword?: string;
}

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * Stores (merchants' authorised shops), their synced orders, used authorisation codes and the delivery state of their parcels.
 * Reads a user acts on are scoped by the user's id; the jobs read by id.
 */
export function storesRepository(db: Kysely<Database>) {
  return {
    findOwned(userId: number, id: number): Promise<StoreRow | undefined> {
      return db.selectFrom('stores').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    },

    find(id: number): Promise<StoreRow | undefined> {
      return db.selectFrom('stores').selectAll().where('id', '=', id).executeTakeFirst();
    },

    list(userId: number, platform: number | undefined, page: PageRequest) {
      let query = db.selectFrom('stores').selectAll().where('user_id', '=', userId);
      if (platform !== undefined) query = query.where('platform', '=', platform);
      return paginate(query.orderBy('id', 'desc'), page);
    },

    ofPlatform(userId: number, platform: number): Promise<StoreRow[]> {
      return db.selectFrom('stores').selectAll().where('user_id', '=', userId).where('platform', '=', platform).orderBy('id', 'desc').limit(500).execute();
    },

    /** Registers the shop for the user, or renews its row (new tokens, no longer expired). */
    upsert(values: { user_id: number; platform: number; platform_shop_id: string; shop_name: string; access_token_enc: string; refresh_token_enc: string; expires_at: Date; at: Date }): Promise<StoreRow> {
      const { at, ...row } = values;
      return db
        .insertInto('stores')
        .values({ ...row, shop_name: clip(row.shop_name, 64), created_at: at, updated_at: at })
        .onConflict((oc) =>
          oc.constraint('stores_user_shop').doUpdateSet({
            shop_name: clip(row.shop_name, 64),
            access_token_enc: row.access_token_enc,
            refresh_token_enc: row.refresh_token_enc,
            expires_at: row.expires_at,
            expired: false,
            updated_at: at,
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async renewTokens(id: number, tokens: { access_token_enc: string; refresh_token_enc: string; expires_at: Date }, at: Date): Promise<void> {
      await db.updateTable('stores').set({ ...tokens, expired: false, updated_at: at }).where('id', '=', id).execute();
    },

    async markExpired(id: number, at: Date): Promise<void> {
      await db.updateTable('stores').set({ expired: true, updated_at: at }).where('id', '=', id).execute();
    },

    /** Deletes the user's shop and its synced orders; false when it is not theirs. Orders made from it keep their parcels. */
    async remove(userId: number, id: number): Promise<boolean> {
      const row = await db.deleteFrom('stores').where('id', '=', id).where('user_id', '=', userId).returning('id').executeTakeFirst();
      return row !== undefined;
    },

    /** Records an authorisation code as used; false when it was used before. */
    async useCode(codeHash: string, at: Date): Promise<boolean> {
      const row = await db.insertInto('used_auth_codes').values({ code_hash: codeHash, used_at: at }).onConflict((oc) => oc.doNothing()).returning('code_hash').executeTakeFirst();
      return row !== undefined;
    },

    async removeUsedCodesBefore(before: Date): Promise<void> {
      await db.deleteFrom('used_auth_codes').where('used_at', '<', before).execute();
    },

    /** Writes a page of the shop's orders: new ones added, known ones brought up to date. */
    async upsertOrders(storeId: number, userId: number, orders: StoreOrderInput[], at: Date): Promise<void> {
      for (let i = 0; i < orders.length; i += ORDER_CHUNK) {
        const rows = orders.slice(i, i + ORDER_CHUNK).map((o) => ({
          store_id: storeId,
          user_id: userId,
          shop_order: clip(o.shop_order, 64),
          status: o.status,
          placed_at: o.placed_at,
          buyer_nick: clip(o.buyer_nick, 64),
          receiver_name: clip(o.receiver_name, 64),
          receiver_phone: clip(o.receiver_phone, 32),
          province: clip(o.province, 32),
          city: clip(o.city, 32),
          district: clip(o.district, 32),
          address: clip(o.address, 255),
          flag: o.flag,
          remark: clip(o.remark, 255),
          goods: JSON.stringify(o.goods),
          goods_text: clip(o.goods.map((g) => g.goods_name).join(' '), 1000),
          synced_at: at,
        }));
        await db
          .insertInto('store_orders')
          .values(rows)
          .onConflict((oc) =>
            oc.columns(['store_id', 'shop_order']).doUpdateSet((eb) => ({
              // an order shipped through us stays shipped even if the platform is slow to say so
              status: sql<StoreOrderStatus>`case when store_orders.status = 'shipped' and excluded.status = 'paid' then 'shipped' else excluded.status end`,
              placed_at: eb.ref('excluded.placed_at'),
              buyer_nick: eb.ref('excluded.buyer_nick'),
              receiver_name: eb.ref('excluded.receiver_name'),
              receiver_phone: eb.ref('excluded.receiver_phone'),
              province: eb.ref('excluded.province'),
              city: eb.ref('excluded.city'),
              district: eb.ref('excluded.district'),
              address: eb.ref('excluded.address'),
              flag: eb.ref('excluded.flag'),
              remark: eb.ref('excluded.remark'),
              goods: eb.ref('excluded.goods'),
              goods_text: eb.ref('excluded.goods_text'),
              synced_at: eb.ref('excluded.synced_at'),
            })),
          )
          .execute();
      }
    },

    /** A sync finished: when, and how many orders of the shop are held now. */
    async finishSync(id: number, at: Date): Promise<void> {
      await sql`update stores set last_sync_at = ${at}, updated_at = ${at},
        order_count = (select count(*) from store_orders where store_id = ${id}) where id = ${id}`.execute(db);
    },

    /** The authorised tab's list: the shop's synced orders, filtered, newest first. */
    authOrders(storeId: number, userId: number, filter: AuthOrderFilter, page: PageRequest) {
      let query = db
        .selectFrom('store_orders')
        .select([
          'shop_order',
          'status',
          'placed_at',
          'buyer_nick',
          'receiver_name',
          'receiver_phone',
          'province',
          'city',
          'district',
          'address',
          'flag',
          'remark',
          'goods',
        ])
        .where('store_id', '=', storeId)
        .where('user_id', '=', userId);
      if (filter.since) query = query.where('placed_at', '>=', filter.since);
      if (filter.until) query = query.where('placed_at', '<=', filter.until);
      if (filter.flag !== undefined) query = query.where('flag', '=', filter.flag);
      if (filter.remark) query = query.where('remark', 'ilike', `%${escapeLike(filter.remark)}%`);
      if (filter.shopOrders) query = query.where('shop_order', 'in', filter.shopOrders.length ? filter.shopOrders : ['']);
      if (filter.keyword) {
        const like = `%${escapeLike(filter.keyword)}%`;
        query = query.where((eb) =>
          eb.or([
            eb('receiver_name', 'ilike', like),
            eb('receiver_phone', 'like', like),
            eb('address', 'ilike', like),
            eb('buyer_nick', 'ilike', like),
            eb('goods_text', 'ilike', like),
          ]),
        );
      }
      return paginate(query.orderBy('placed_at', 'desc').orderBy('shop_order', 'desc'), page);
    },

    /** Which of these shop order numbers the user already has a parcel for (not refunded). */
    async bought(userId: number, shopOrders: string[]): Promise<Set<string>> {
      if (shopOrders.length === 0) return new Set();
      const rows = await db
        .selectFrom('parcels')
        .select('shop_order')
        .distinct()
        .where('user_id', '=', userId)
        .where('shop_order', 'in', shopOrders)
        .where('status', '<>', 4)
        .execute();
      return new Set(rows.map((row) => row.shop_order));
    },

    async markOrderShipped(storeId: number, shopOrder: string): Promise<void> {
      await db.updateTable('store_orders').set({ status: 'shipped' }).where('store_id', '=', storeId).where('shop_order', '=', shopOrder).where('status', '=', 'paid').execute();
    },

    /** The user's numbered parcels of orders made from this shop with these (shop order, waybill) pairs. */
    deliverTargets(userId: number, storeId: number, pairs: { shop_order: string; waybill_code: string }[]) {
      const wanted = pairs.filter((p) => p.shop_order && p.waybill_code);
      if (wanted.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('parcels')
        .innerJoin('orders', 'orders.id', 'parcels.order_id')
        .select(['parcels.id', 'parcels.order_id', 'parcels.shop_order', 'parcels.waybill_code', 'parcels.deliver_status', 'parcels.deliver_msg', 'orders.express_name'])
        .where('orders.user_id', '=', userId)
        .where('parcels.user_id', '=', userId)
        .where('orders.store_id', '=', storeId)
        .where('parcels.status', '=', 3)
        .where('parcels.shop_order', 'in', [...new Set(wanted.map((p) => p.shop_order))])
        .where('parcels.waybill_code', 'in', [...new Set(wanted.map((p) => p.waybill_code))])
        .execute();
    },

    /** An order's numbered parcels still to be delivered to its shop (the shop-deliver job). */
    async deliverable(orderId: number) {
      const order = await db.selectFrom('orders').select(['id', 'user_id', 'store_id', 'express_name']).where('id', '=', orderId).executeTakeFirst();
      if (!order || order.store_id === null) return { order, parcels: [] };
      const parcels = await db
        .selectFrom('parcels')
        .select(['id', 'order_id', 'shop_order', 'waybill_code', 'deliver_status', 'deliver_msg'])
        .where('order_id', '=', orderId)
        .where('status', '=', 3)
        .where('deliver_status', 'in', [0, 3])
        .where('waybill_code', '<>', '')
        .where('shop_order', '<>', '')
        .orderBy('line')
        .execute();
      return { order, parcels };
    },

    /** Takes the upload of a parcel: true for exactly one caller until it settles (or the claim goes stale). */
    async claimDelivery(parcelId: number, at: Date, staleBefore: Date): Promise<boolean> {
      const row = await db
        .updateTable('parcels')
        .set({ deliver_claimed_at: at, deliver_tried_at: at })
        .where('id', '=', parcelId)
        .where('deliver_status', 'in', [0, 3])
        .where((eb) => eb.or([eb('deliver_claimed_at', 'is', null), eb('deliver_claimed_at', '<', staleBefore)]))
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async settleDelivery(parcelId: number, status: 1 | 2 | 3, msg: string): Promise<void> {
      await db.updateTable('parcels').set({ deliver_status: status, deliver_msg: clip(msg, 255), deliver_claimed_at: null }).where('id', '=', parcelId).execute();
    },

    /** Marks still undelivered parcels refused (the shop's authorisation ran out). */
    async refuseUndelivered(parcelIds: number[], msg: string): Promise<void> {
      if (parcelIds.length === 0) return;
      await db.updateTable('parcels').set({ deliver_status: 2, deliver_msg: clip(msg, 255) }).where('id', 'in', parcelIds).where('deliver_status', 'in', [0, 3]).execute();
    },

    /**
     * The shop was authorised again: its parcels refused only because the authorisation had run out
     * (`msg`) are pending again. Answers the ids of their orders, each once.
     */
    async reopenAuthExpired(userId: number, storeId: number, msg: string, at: Date): Promise<number[]> {
      const rows = await db
        .updateTable('parcels')
        .set({ deliver_status: 0, deliver_msg: '', deliver_claimed_at: null, deliver_tried_at: at })
        .where('user_id', '=', userId)
        .where('order_id', 'in', db.selectFrom('orders').select('id').where('store_id', '=', storeId).where('user_id', '=', userId))
        .where('status', '=', 3)
        .where('deliver_status', '=', 2)
        .where('deliver_msg', '=', clip(msg, 255))
        .returning('order_id')
        .execute();
      return [...new Set(rows.map((row) => row.order_id))].sort((a, b) => a - b);
    },

    /**
     * Orders from a shop (up to `limit`) with numbered parcels still pending or retrying that nobody has
     * tried since `olderThan` (their shop-deliver job gave up, or was lost): the delivery sweep. Their
     * parcels are stamped tried at `at`, so the next sweep does not queue them again before the job runs.
     */
    async deliveriesDue(olderThan: Date, at: Date, limit: number): Promise<number[]> {
      const due = db
        .selectFrom('parcels')
        .innerJoin('orders', 'orders.id', 'parcels.order_id')
        .select('parcels.order_id')
        .where('orders.store_id', 'is not', null)
        .where('parcels.status', '=', 3)
        .where('parcels.deliver_status', 'in', [0, 3])
        .where('parcels.waybill_code', '<>', '')
        .where('parcels.shop_order', '<>', '')
        .where(sql<Date>`coalesce(parcels.deliver_tried_at, parcels.dispatched_at, parcels.created_at)`, '<', olderThan)
        .groupBy('parcels.order_id')
        .orderBy('parcels.order_id')
        .limit(limit);
      const rows = await db
        .updateTable('parcels')
        .set({ deliver_tried_at: at })
        .where('order_id', 'in', due)
        .where('status', '=', 3)
        .where('deliver_status', 'in', [0, 3])
        .where('waybill_code', '<>', '')
        .returning('order_id')
        .execute();
      return [...new Set(rows.map((row) => row.order_id))].sort((a, b) => a - b);
    },

    deliveryState(parcelId: number) {
      return db.selectFrom('parcels').select(['deliver_status', 'deliver_msg', 'deliver_claimed_at']).where('id', '=', parcelId).executeTakeFirst();
    },

    /** Whether the order came from a shop and has numbered parcels to deliver. */
    async hasDeliverable(orderId: number): Promise<boolean> {
      const row = await db
        .selectFrom('parcels')
        .innerJoin('orders', 'orders.id', 'parcels.order_id')
        .select('parcels.id')
        .where('parcels.order_id', '=', orderId)
        .where('orders.store_id', 'is not', null)
        .where('parcels.status', '=', 3)
        .where('parcels.deliver_status', '=', 0)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type StoresRepository = ReturnType<typeof storesRepository>;
