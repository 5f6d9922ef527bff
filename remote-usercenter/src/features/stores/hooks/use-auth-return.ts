import { useEffect, useRef } from 'react';
import type { StoreListItem } from 'shared-contracts';
import { StoreMessages } from 'shared-contracts';
import { isApiError } from 'shared-contracts/app';
import { useSearchParams } from 'shared-contracts/router';
import { authorisedMessage } from 'shared-kits/stores';
import { showNotice } from 'shared-contracts/ui';
import { useAuthInfoMutation } from '../api/shop-list';

/**
 * The return from a platform's authorisation page, which lands here: `?platform=&code=&state=` → the shop
 * is registered (GET /api/gift/auth/info), 店铺「名称」授权成功, and `onAuthorised` marks it in the list;
 * `?error=access_denied` → 已取消授权. The query leaves the URL at once (a reload does not send the code again).
 */
export function useAuthReturn(onAuthorised: (shop: StoreListItem) => void) {
  const [search, setSearch] = useSearchParams();
  const [authInfo, { isLoading }] = useAuthInfoMutation();
  const handled = useRef<string | null>(null);
  const onAuthorisedRef = useRef(onAuthorised);
  onAuthorisedRef.current = onAuthorised;

  const code = search.get('code');
  const error = search.get('error');
  useEffect(() => {
    if (!code && !error) return;
    const key = search.toString();
    if (handled.current === key) return;
    handled.current = key;
    const platform = Number(search.get('platform'));
    const state = search.get('state') ?? undefined;
    setSearch(new URLSearchParams(), { replace: true });
    if (error) {
      showNotice({ level: 'warning', text: error === 'access_denied' ? StoreMessages.authRefused : `授权失败，${StoreMessages.reauthorise}` });
      return;
    }
    authInfo({ platform, code: code!, ...(state ? { state } : {}) })
      .unwrap()
      .then((shop) => {
        showNotice({ level: 'success', text: authorisedMessage(shop.shop_name) });
        onAuthorisedRef.current(shop);
      })
      .catch((failure: unknown) => {
        // the server's msg already ends with 请重新授权; transport failures were announced by the base query
        if (!isApiError(failure) || failure.status === 'BUSINESS') showNotice({ level: 'error', text: (isApiError(failure) && failure.msg) || `授权失败，${StoreMessages.reauthorise}` });
      });
  }, [code, error, search, setSearch, authInfo]);

  // while the URL still carries the return, the list waits (its `platform` is the return's, not a filter)
  return { authorising: isLoading || Boolean(code || error) };
}
