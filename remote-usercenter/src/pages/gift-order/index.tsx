import { GiftOrderList, GiftsFrame } from '../../features/gifts';

/** 我的礼品 (/user-center/gift-order), under 礼品管理. */
export function GiftOrderPage() {
  return (
    <GiftsFrame active="giftOrder">
      <GiftOrderList />
    </GiftsFrame>
  );
}
