import { useCallback } from 'react';
import { GiftMessages, type GiftOrderItem } from 'shared-contracts';
import { isApiError } from 'shared-contracts/app';
import { showNotice } from 'shared-contracts/ui';
import { useAddGiftSelectedMutation } from '../api/gift-selected';

/** 加入已选: the goods with the courier it ships with and 1 per recipient; says how it went. */
export function useAddToSelected() {
  const [addGift, { isLoading, originalArgs }] = useAddGiftSelectedMutation();
  const add = useCallback(
    async (row: GiftOrderItem) => {
      try {
        await addGift({ goods_id: row.goods_id, express_id: row.express_id, goods_num: 1 }).unwrap();
        showNotice({ level: 'success', text: GiftMessages.added });
      } catch (error) {
        // transport and HTTP errors were already reported by the base query
        if (!isApiError(error) || error.status === 'BUSINESS') showNotice({ level: 'error', text: (isApiError(error) && error.msg) || '加入失败，请稍后再试' });
      }
    },
    [addGift],
  );
  return { add, addingGoodsId: isLoading ? originalArgs?.goods_id : undefined };
}
