import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type LoginMode = 'login' | 'register' | 'findPassword' | 'modifyPassword';
export type NoticeLevel = 'success' | 'info' | 'warning' | 'error';

export interface UiState {
  login: { open: boolean; mode: LoginMode; redirect: string | null };
  /** Calls in flight that show the global loading mask. */
  loading: number;
}

const initialState: UiState = { login: { open: false, mode: 'login', redirect: null }, loading: 0 };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    /** Open the login dialog; `redirect` is where to land after a successful login. */
    openLogin(state, action: PayloadAction<{ mode?: LoginMode; redirect?: string | null } | undefined>) {
      state.login = {
        open: true,
        mode: action.payload?.mode ?? 'login',
        redirect: action.payload?.redirect ?? state.login.redirect,
      };
    },
    setLoginMode(state, action: PayloadAction<LoginMode>) {
      state.login.mode = action.payload;
    },
    closeLogin(state) {
      state.login = { open: false, mode: 'login', redirect: null };
    },
    loadingStarted(state) {
      state.loading += 1;
    },
    loadingFinished(state) {
      state.loading = Math.max(0, state.loading - 1);
    },
  },
});

/**
 * A message for the user. The api layer dispatches it instead of touching UI;
 * the host's listener shows it with antd `message`.
 */
export const notify = createAction<{ level: NoticeLevel; text: string; duration?: number }>('ui/notify');

export const { openLogin, setLoginMode, closeLogin, loadingStarted, loadingFinished } = uiSlice.actions;
