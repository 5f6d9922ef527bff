/**
 * 礼品管理 (我的礼品, 已选礼品), zod-free: the texts and limits that both ./schemas/gifts.ts (the wire schemas)
 * and the pages use. Re-exported with the wire types by ./gifts.ts.
 */

/** At most this many rows in a user's 已选礼品. */
export const GIFT_SELECTED_MAX = 100;

export const GiftMessages = {
  goodsInvalid: '商品不正确',
  courierInvalid: '快递不正确',
  quantityInvalid: '数量至少为1件',
  notFound: '已选礼品不存在',
  alreadySelected: '该礼品已在已选礼品中',
  full: `已选礼品最多${GIFT_SELECTED_MAX}个，请先移除一些`,
  added: '已加入已选礼品',
  saved: '已保存',
  removed: '已移除',
} as const;
