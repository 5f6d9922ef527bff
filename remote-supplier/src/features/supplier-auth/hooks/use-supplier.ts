import { useSupplierMeQuery } from '../api/supplier-auth-api';
import { useSupplierSession } from './supplier-session';

/** The signed-in supplier (GET /api/supplier/me), asked only while there is a supplier token. */
export function useSupplier() {
  const { token, signedOut } = useSupplierSession();
  const me = useSupplierMeQuery(undefined, { skip: !token });
  return { token, signedOut, ...me };
}
