import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import Cookies from 'js-cookie';
import { TOKEN_COOKIE } from '../constants';
import type { SessionUser, UserSession } from '../entities';

export interface SessionState {
  user: SessionUser | null;
  /** Mirrors the user-token cookie: the route guard reads it (SPEC §2.1). */
  token: string | null;
  isAttestation: boolean;
  /** 'checking' while the start-up user-info fetch runs. */
  status: 'anonymous' | 'checking' | 'authenticated';
}

export function readTokenCookie(): string | null {
  return Cookies.get(TOKEN_COOKIE) ?? null;
}

/** Written by the page (the route guard reads it); `secure` on HTTPS, so it never travels over plain http. */
export function writeTokenCookie(token: string | null): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  if (token) Cookies.set(TOKEN_COOKIE, token, { expires: 7, sameSite: 'lax', path: '/', secure });
  else Cookies.remove(TOKEN_COOKIE, { path: '/' });
}

function initialState(): SessionState {
  const token = readTokenCookie();
  return { user: null, token, isAttestation: false, status: token ? 'checking' : 'anonymous' };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** Login / register / user-info success: sets user and token (the cookie is written by the caller). */
    sessionStarted(state, action: PayloadAction<UserSession>) {
      state.user = action.payload.user;
      state.token = action.payload.token;
      state.isAttestation = Boolean(action.payload.is_attestation);
      state.status = 'authenticated';
    },
    /** Logout, 401 or a failed user-info fetch: clears user and token. */
    sessionCleared(state) {
      state.user = null;
      state.token = null;
      state.isAttestation = false;
      state.status = 'anonymous';
    },
    /** The real-name status changed (a verification passed, or the server said so): `is_attestation` of the session. */
    attestationChanged(state, action: PayloadAction<boolean>) {
      state.isAttestation = action.payload;
    },
  },
});

export const { sessionStarted, sessionCleared, attestationChanged } = sessionSlice.actions;
