import { fen, fenToYuan, GIFT_SELECTED_MAX, GiftMessages, OrderMessages, ResultCode, type GiftOrderItem, type GiftSelectedItem, type Paginated } from 'shared-contracts';
import type { GiftSelectedAddRequest, GiftSelectedUpdateRequest } from 'shared-contracts/schemas';
import { BusinessError, NotFoundError } from '../../lib/errors';
import type { PageRequest } from '../../lib/paginate';
import type { Repositories } from '../../repositories';
import type { OrderedGoodsRow, SelectedRow } from '../../repositories/gifts';
import { GOODS_NOT_FOUND } from '../catalogue';

const yuanOf = (value: string | number) => fenToYuan(fen(Number(value)));

function toOrderItem(row: OrderedGoodsRow): GiftOrderItem {
  return {
    goods_id: row.goods_id,
    goods_name: row.goods_name,
    goods_pic: row.goods_pic,
    express_names: [...new Set(row.express_names)],
    express_id: row.courier_id,
    express_name: row.courier_name,
    order_count: Number(row.order_count),
    parcel_count: Number(row.parcel_count),
    total_price: yuanOf(row.total_fen),
    refund_price: yuanOf(row.refund_fen),
    last_ordered_at: new Date(row.last_ordered_at).toISOString(),
    can_buy: row.is_on_sale && row.stock > 0,
    selected: row.selected,
  };
}

function toSelectedItem(row: SelectedRow): GiftSelectedItem {
  return {
    id: row.id,
    goods_id: row.goods_id,
    goods_name: row.goods_name,
    goods_pic: row.goods_pic,
    price: yuanOf(row.price_fen),
    express_id: row.courier_id,
    express_name: row.courier_name,
    goods_express_id: row.goods_courier_id,
    goods_express_name: row.goods_courier_name,
    goods_num: row.goods_num,
    limit: row.limit,
    can_buy: row.is_on_sale && row.stock > 0,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * 礼品管理: 我的礼品 (the caller's orders grouped by goods) and 已选礼品 (saved goods with courier and
 * quantity, at most GIFT_SELECTED_MAX). A row of another user is "not found", never shown or changed.
 */
export function giftService(deps: { repos: Repositories; now: () => Date }) {
  const { repos, now } = deps;

  /** The goods is on sale, ships with this courier (a goods has one) and allows this many per recipient. */
  async function checkChoice(goodsId: number, courierId: number, goodsNum: number): Promise<void> {
    const goods = await repos.catalogue.findGoods(goodsId, null, null);
    if (!goods) throw new NotFoundError(GOODS_NOT_FOUND);
    const courier = await repos.catalogue.findCourier(courierId);
    if (!courier) throw new BusinessError(ResultCode.FAIL, GiftMessages.courierInvalid);
    if (goods.courier_id !== courierId) throw new BusinessError(ResultCode.FAIL, OrderMessages.courierMismatch);
    if (goods.limit > 0 && goodsNum > goods.limit) throw new BusinessError(ResultCode.FAIL, OrderMessages.quantityOverLimit(goods.limit));
  }

  async function selected(userId: number, id: number): Promise<GiftSelectedItem> {
    const row = await repos.gifts.findSelected(userId, id);
    if (!row) throw new NotFoundError(GiftMessages.notFound);
    return toSelectedItem(row);
  }

  return {
    async orderedGoods(userId: number, page: PageRequest): Promise<Paginated<GiftOrderItem>> {
      const result = await repos.gifts.orderedGoods(userId, page);
      return { ...result, list: result.list.map(toOrderItem) };
    },

    async listSelected(userId: number, page: PageRequest): Promise<Paginated<GiftSelectedItem>> {
      const result = await repos.gifts.listSelected(userId, page);
      return { ...result, list: result.list.map(toSelectedItem) };
    },

    async addSelected(userId: number, body: GiftSelectedAddRequest): Promise<GiftSelectedItem> {
      await checkChoice(body.goods_id, body.express_id, body.goods_num);
      const id = await repos.gifts.addSelected(userId, { goodsId: body.goods_id, courierId: body.express_id, goodsNum: body.goods_num }, GIFT_SELECTED_MAX, now());
      if (id === null) {
        const already = await repos.gifts.hasSelected(userId, body.goods_id);
        throw new BusinessError(ResultCode.FAIL, already ? GiftMessages.alreadySelected : GiftMessages.full);
      }
      return selected(userId, id);
    },

    async updateSelected(userId: number, id: number, body: GiftSelectedUpdateRequest): Promise<GiftSelectedItem> {
      const row = await repos.gifts.findSelected(userId, id);
      if (!row) throw new NotFoundError(GiftMessages.notFound);
      await checkChoice(row.goods_id, body.express_id, body.goods_num);
      if (!(await repos.gifts.updateSelected(userId, id, { courierId: body.express_id, goodsNum: body.goods_num }, now()))) throw new NotFoundError(GiftMessages.notFound);
      return selected(userId, id);
    },

    async removeSelected(userId: number, id: number): Promise<void> {
      if (!(await repos.gifts.removeSelected(userId, id))) throw new NotFoundError(GiftMessages.notFound);
    },
  };
}

export type GiftService = ReturnType<typeof giftService>;
