import type { FastifyInstance } from 'fastify';
import { UserType } from 'shared-contracts';
import { call, uniqueMobile } from './harness';

export const SUPPLIER_PASSWORD = 'supply123';

/**
 * A signed-in supplier of `shopId` (made as `npm run supplier -- create` makes one, then its one-time password
 * changed): its token, id and mobile.
 */
export async function supplierOf(app: FastifyInstance, shopId: number, role: 'owner' | 'staff' = 'owner') {
  const mobile = uniqueMobile();
  const { id, password } = await app.services.supplierAccounts.create({ shopId, mobile, name: `供应商${shopId}`, role });
  const first = await call(app, 'POST', '/api/login', { mobile, password, type: UserType.SUPPLIER });
  if (first.body.code !== 0) throw new Error(`supplier sign-in: ${first.body.msg}`);
  const changed = await call(app, 'PUT', '/api/supplier/password', { old_password: password, password: SUPPLIER_PASSWORD }, { token: first.body.data.token });
  if (changed.body.code !== 0) throw new Error(`supplier password: ${changed.body.msg}`);
  return { id, mobile, token: first.body.data.token as string, shopId };
}

/** The goods of a shop, with a courier, made easy to order. */
export async function goodsOfShop(app: FastifyInstance, shopId: number) {
  const goods = await app.db.selectFrom('goods').select(['id', 'courier_id', 'price_fen', 'supply_price_fen']).where('shop_id', '=', shopId).orderBy('id').executeTakeFirstOrThrow();
  await app.db.updateTable('goods').set({ stock: 1_000_000, limit: 0, is_on_sale: true }).where('id', '=', goods.id).execute();
  return { id: goods.id, courierId: goods.courier_id, priceFen: goods.price_fen, supplyFen: goods.supply_price_fen };
}
