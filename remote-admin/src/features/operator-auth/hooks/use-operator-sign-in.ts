import { useCallback } from 'react';
import { api, useAppDispatch } from 'shared-contracts/app';
import { useOperatorLogoutMutation } from '../api/operator-api';
import { operatorSignedIn, operatorSignedOut } from './operator-session';

/**
 * Operator sign-in and sign-out. The server sets and clears the HttpOnly operator cookie (issue 35); here the
 * api cache is emptied, so one operator never sees what another was shown, and me is asked again. The shop
 * user's session stays as it is.
 */
export function useOperatorSignIn() {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    dispatch(api.util.resetApiState());
    dispatch(operatorSignedIn());
  }, [dispatch]);
}

export function useOperatorSignOut() {
  const dispatch = useAppDispatch();
  const [logout, { isLoading }] = useOperatorLogoutMutation();
  const signOut = useCallback(async () => {
    // the server forgets the token; signed out here whatever it answers
    await logout().unwrap().catch(() => undefined);
    dispatch(operatorSignedOut());
    dispatch(api.util.resetApiState());
  }, [dispatch, logout]);
  return { signOut, signingOut: isLoading };
}
