import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserTypeValue } from '../constants';

export type LoginMode = 'login' | 'register' | 'findPassword' | 'modifyPassword';
export type NoticeLevel = 'success' | 'info' | 'warning' | 'error';

/**
 * What the purchase dialog opens with: the goods, and optionally the quantity per recipient and the courier
 * the caller expects (再来一单 / 立即购买 in 礼品管理; a goods ships with one courier, the dialog says so when
 * it is no longer this one).
 */
export interface PurchasePreset {
  goodsId: number;
  goodsNum?: number;
  expressId?: number;
}

export interface UiState {
  /** `userType`: the 普通用户 / 供应商 choice the dialog opens with (absent: 普通用户). */
  login: { open: boolean; mode: LoginMode; redirect: string | null; userType?: UserTypeValue };
  /** Calls in flight that show the global loading mask. */
  loading: number;
  /** The goods whose purchase dialog (remote-purchase's widget, mounted by the host) is open, with what to preselect. */
  purchase: PurchasePreset | null;
  /** The recharge dialog (remote-usercenter's widget, mounted by the host), with a preset amount in yuan. */
  recharge: { amount: number | null } | null;
  /** The real-name reminder (SPEC §2.7), opened by `useRealNameCheck`. */
  realName: boolean;
}

const initialState: UiState = { login: { open: false, mode: 'login', redirect: null }, loading: 0, purchase: null, recharge: null, realName: false };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    /**
     * Open the login dialog; `redirect` is where to land after a successful login; `userType` the account
     * kind chosen at first (the supplier centre opens it with 供应商 when the supplier's session ended).
     */
    openLogin(state, action: PayloadAction<{ mode?: LoginMode; redirect?: string | null; userType?: UserTypeValue } | undefined>) {
      const userType = action.payload?.userType;
      state.login = {
        open: true,
        mode: action.payload?.mode ?? 'login',
        redirect: action.payload?.redirect ?? state.login.redirect,
        ...(userType !== undefined ? { userType } : {}),
      };
    },
    setLoginMode(state, action: PayloadAction<LoginMode>) {
      state.login.mode = action.payload;
    },
    closeLogin(state) {
      state.login = { open: false, mode: 'login', redirect: null };
    },
    /** Open the purchase dialog for one goods (the caller has checked the user is logged in). */
    openPurchase(state, action: PayloadAction<PurchasePreset>) {
      const { goodsId, goodsNum, expressId } = action.payload;
      state.purchase = { goodsId, ...(goodsNum !== undefined ? { goodsNum } : {}), ...(expressId !== undefined ? { expressId } : {}) };
    },
    closePurchase(state) {
      state.purchase = null;
    },
    /** Open the recharge dialog (the wallet's top-up card), optionally preset to an amount in yuan. */
    openRecharge(state, action: PayloadAction<{ amount?: number } | undefined>) {
      state.recharge = { amount: action.payload?.amount ?? null };
    },
    closeRecharge(state) {
      state.recharge = null;
    },
    openRealNameReminder(state) {
      state.realName = true;
    },
    closeRealNameReminder(state) {
      state.realName = false;
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

/** A top-up was paid (the recharge dialog saw it): balance-holding views refresh, a waiting flow may go on. */
export const rechargeSucceeded = createAction<{ trade_no: string }>('ui/rechargeSucceeded');

export const {
  openLogin,
  setLoginMode,
  closeLogin,
  openPurchase,
  closePurchase,
  openRecharge,
  closeRecharge,
  openRealNameReminder,
  closeRealNameReminder,
  loadingStarted,
  loadingFinished,
} = uiSlice.actions;
