import { useCallback } from 'react';
import { api, supplierSignedOut, useAppDispatch, writeSupplierToken } from 'shared-contracts/app';
import { useSupplierLogoutMutation } from '../api/supplier-auth-api';

/**
 * 退出: the server revokes the token (GET /api/supplier/logout), and whatever it answers the supplier cookie is
 * dropped, the api cache emptied (the next supplier never sees this one's data) and the supplier centre goes
 * home. The shop user's session stays as it is.
 */
export function useSupplierSignOut() {
  const dispatch = useAppDispatch();
  const [logout, { isLoading }] = useSupplierLogoutMutation();
  const signOut = useCallback(async () => {
    await logout().unwrap().catch(() => undefined);
    writeSupplierToken(null);
    dispatch(supplierSignedOut());
    dispatch(api.util.resetApiState());
  }, [dispatch, logout]);
  return { signOut, signingOut: isLoading };
}
