import { useCallback } from 'react';
import { isApiError, notify, useAppDispatch, useIsLoggedIn } from 'shared-contracts/app';
import { useCollectGoodsMutation, useUncollectGoodsMutation } from '../api/favourites';

/**
 * 加入收藏 / 取消收藏 for one goods. The caches flip optimistically and roll back on failure
 * (api/favourites.ts); a refusal by the server (code ≠ 0) is said here, transport and HTTP errors
 * were already said by the base query.
 */
export function useFavourite() {
  const loggedIn = useIsLoggedIn();
  const dispatch = useAppDispatch();
  const [collect] = useCollectGoodsMutation();
  const [uncollect] = useUncollectGoodsMutation();
  const toggle = useCallback(
    async (goodsId: number, isCollect: boolean) => {
      try {
        await (isCollect ? uncollect({ goods_id: goodsId }) : collect({ goods_id: goodsId })).unwrap();
      } catch (error) {
        if (isApiError(error) && error.status === 'BUSINESS') dispatch(notify({ level: 'error', text: error.msg }));
      }
    },
    [collect, uncollect, dispatch],
  );
  return { canFavourite: loggedIn, toggle };
}
