/**
 * 礼品管理 (我的礼品, 已选礼品): the wire types, inferred from the schemas (shared-contracts/schemas,
 * ./schemas/gifts.ts), and the texts and limits (./gift-texts.ts, which the schemas import, never this module).
 */
export type { GiftOrderItem, GiftOrderQuery, GiftSelectedAddBody, GiftSelectedItem, GiftSelectedQuery, GiftSelectedUpdateBody } from './schemas/gifts';

export * from './gift-texts';
