import {
  createSlice,
  readSupplierToken,
  supplierSessionEnded,
  supplierSignedIn,
  supplierSignedOut,
  useInjectedSlice,
} from 'shared-contracts/app';

interface SupplierSessionState {
  /** Mirrors the supplier-token cookie (path /supplier-center); null when signed out or the session ended (401). */
  token: string | null;
  /** The supplier pressed 退出 (home without the login dialog), rather than the session ending (home with it). */
  signedOut: boolean;
}

/**
 * The supplier centre's own sign-in state, apart from the shop user's `session`: the cookie is the truth (the
 * base query reads it), this slice makes the supplier centre re-render when it changes — on a sign-in in the
 * host's login dialog, on 退出 and on a 401.
 */
export const supplierSessionSlice = createSlice({
  name: 'supplierSession',
  initialState: (): SupplierSessionState => ({ token: readSupplierToken(), signedOut: false }),
  reducers: {},
  extraReducers: (b) =>
    b
      .addCase(supplierSignedIn, (_, action) => ({ token: action.payload, signedOut: false }))
      .addCase(supplierSignedOut, () => ({ token: null, signedOut: true }))
      .addCase(supplierSessionEnded, () => ({ token: null, signedOut: false })),
});

/** The supplier token as the supplier centre sees it, and whether the supplier signed out by hand. */
export function useSupplierSession(): SupplierSessionState {
  // the slice re-renders on sign-in, 退出 and 401; the cookie is the truth (another tab may have signed out)
  const { signedOut } = useInjectedSlice(supplierSessionSlice);
  return { token: readSupplierToken(), signedOut };
}
