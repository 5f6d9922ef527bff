import { createAction } from '@reduxjs/toolkit';
import type { SessionState } from './session-slice';

/**
 * Dispatched by the store right after the api cache was emptied because the user changed (see
 * store.ts). A slice holding per-user state resets on it:
 * `extraReducers: (b) => b.addCase(identityChanged, () => initialState)`.
 */
export const identityChanged = createAction('session/identityChanged');

/**
 * Whether two session states are the same person. Two known users compare by id; otherwise the token
 * decides: the start-up check (token known, user not yet) confirming that token is the same identity,
 * while a cleared session, a new login or a different token is not.
 */
export function isSameIdentity(a: SessionState, b: SessionState): boolean {
  if (a.user && b.user) return a.user.user_id === b.user.user_id;
  return a.token === b.token;
}
