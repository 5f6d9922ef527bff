import { GiftSelectedList, GiftsFrame } from '../../features/gifts';

/** 已选礼品 (/user-center/gift-selected), under 礼品管理. */
export function GiftSelectedPage() {
  return (
    <GiftsFrame active="giftSelected">
      <GiftSelectedList />
    </GiftsFrame>
  );
}
