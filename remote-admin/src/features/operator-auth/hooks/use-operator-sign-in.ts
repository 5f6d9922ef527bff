import { useCallback } from 'react';
import { api, useAppDispatch, writeOperatorToken } from 'shared-contracts/app';
import { useOperatorLogoutMutation } from '../api/operator-api';
import { operatorSignedIn, operatorSignedOut } from './operator-session';

/**
 * Operator sign-in and sign-out. Only the operator cookie changes — the shop user's session stays as it
 * is — and the api cache is emptied, so one operator never sees what another was shown.
 */
export function useOperatorSignIn() {
  const dispatch = useAppDispatch();
  return useCallback(
    (token: string) => {
      writeOperatorToken(token);
      dispatch(api.util.resetApiState());
      dispatch(operatorSignedIn(token));
    },
    [dispatch],
  );
}

export function useOperatorSignOut() {
  const dispatch = useAppDispatch();
  const [logout, { isLoading }] = useOperatorLogoutMutation();
  const signOut = useCallback(async () => {
    // the server forgets the token; signed out here whatever it answers
    await logout().unwrap().catch(() => undefined);
    writeOperatorToken(null);
    dispatch(operatorSignedOut());
    dispatch(api.util.resetApiState());
  }, [dispatch, logout]);
  return { signOut, signingOut: isLoading };
}
