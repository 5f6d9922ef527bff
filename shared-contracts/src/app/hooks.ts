import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'shared-contracts/router';
import type { AppDispatch, RootState } from './store';
import { openLogin, openPurchase, type PurchasePreset } from './ui-slice';
import { getSiteConfig } from './site';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** The logged-in user, or null. */
export function useCurrentUser() {
  return useAppSelector((s) => s.session.user);
}

export function useIsLoggedIn(): boolean {
  return useAppSelector((s) => Boolean(s.session.token));
}

/** Opens the host's login dialog; after login the user lands on `redirect` (default: where they are). */
export function useOpenLogin() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  return useCallback(
    (redirect?: string) => dispatch(openLogin({ redirect: redirect ?? location.pathname + location.search })),
    [dispatch, location.pathname, location.search],
  );
}

/**
 * 立即购买 (SPEC §2.4): logged out opens the login dialog (back here after login); logged in opens the
 * purchase dialog, remote-purchase's widget mounted by the host — optionally with the quantity and the
 * courier preselected (`preset`).
 */
export function useBuyGoods() {
  const dispatch = useAppDispatch();
  const loggedIn = useIsLoggedIn();
  const openLoginHere = useOpenLogin();
  return useCallback(
    (goodsId: number, preset: Omit<PurchasePreset, 'goodsId'> = {}) => {
      if (loggedIn) dispatch(openPurchase({ ...preset, goodsId }));
      else openLoginHere();
    },
    [dispatch, loggedIn, openLoginHere],
  );
}

export function useSiteConfig() {
  return getSiteConfig();
}
