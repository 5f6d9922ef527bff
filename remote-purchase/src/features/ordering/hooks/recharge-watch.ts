import { createSlice, identityChanged, rechargeSucceeded, useInjectedSlice } from 'shared-contracts/app';

/** Counts paid top-ups (the recharge dialog's rechargeSucceeded), so a flow stopped by 余额不足 knows to go on. */
export const rechargeWatchSlice = createSlice({
  name: 'purchaseRecharges',
  initialState: { paid: 0 },
  reducers: {},
  extraReducers: (b) =>
    b
      .addCase(rechargeSucceeded, (state) => {
        state.paid += 1;
      })
      .addCase(identityChanged, () => ({ paid: 0 })),
});

/** How many top-ups have been paid since the page loaded. */
export function usePaidRecharges(): number {
  return useInjectedSlice(rechargeWatchSlice).paid;
}
