import { createSlice, operatorSessionEnded, readOperatorToken, useInjectedSlice, type PayloadAction } from 'shared-contracts/app';

interface OperatorSessionState {
  /** Mirrors the operator-token cookie (path /admin); null when signed out or the session ended (401). */
  token: string | null;
}

/**
 * The console's own sign-in state, apart from the shop user's `session`: the operator cookie is the
 * truth (the base query reads it), this slice makes the console re-render when it changes.
 */
export const operatorSessionSlice = createSlice({
  name: 'operatorSession',
  initialState: (): OperatorSessionState => ({ token: readOperatorToken() }),
  reducers: {
    operatorSignedIn(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    operatorSignedOut(state) {
      state.token = null;
    },
  },
  extraReducers: (b) => b.addCase(operatorSessionEnded, (state) => void (state.token = null)),
});

export const { operatorSignedIn, operatorSignedOut } = operatorSessionSlice.actions;

/** The operator token as the console sees it (re-renders on sign-in, sign-out and a 401). */
export function useOperatorToken(): string | null {
  const { token } = useInjectedSlice(operatorSessionSlice);
  // the cookie wins: another tab may have signed out
  return token && readOperatorToken() ? token : null;
}
