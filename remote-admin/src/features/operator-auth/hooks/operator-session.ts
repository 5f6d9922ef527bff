import { createSlice, operatorSessionEnded, useInjectedSlice } from 'shared-contracts/app';

interface OperatorSessionState {
  /** Signed out here (sign-out, or a 401 on an admin call): GET /api/admin/me is not asked until the next sign-in. */
  signedOut: boolean;
}

/**
 * The console's own sign-in state, apart from the shop user's `session`. The token is an HttpOnly cookie
 * (issue 35) the console never sees: who is signed in is GET /api/admin/me's answer (use-operator.ts); this
 * slice only remembers a sign-out or an ended session, so the console re-renders at once.
 */
export const operatorSessionSlice = createSlice({
  name: 'operatorSession',
  initialState: (): OperatorSessionState => ({ signedOut: false }),
  reducers: {
    operatorSignedIn(state) {
      state.signedOut = false;
    },
    operatorSignedOut(state) {
      state.signedOut = true;
    },
  },
  extraReducers: (b) => b.addCase(operatorSessionEnded, (state) => void (state.signedOut = true)),
});

export const { operatorSignedIn, operatorSignedOut } = operatorSessionSlice.actions;

/** Whether the console has not been signed out here (the session itself is GET /api/admin/me's to say). */
export function useOperatorSessionOpen(): boolean {
  return !useInjectedSlice(operatorSessionSlice).signedOut;
}
