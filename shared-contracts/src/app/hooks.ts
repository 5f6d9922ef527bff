import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import type { AppDispatch, RootState } from './store';
import { openLogin } from './ui-slice';
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

export function useSiteConfig() {
  return getSiteConfig();
}
