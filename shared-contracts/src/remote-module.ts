import type { ComponentType } from 'react';
import type { ContractStamp } from './contract-version';

declare global {
  /**
   * The shared-contracts version this build compiled against, and the range it needs of the host —
   * replaced at build time (DefinePlugin, shared-contracts/build/webpack.cjs; jest globals in tests).
   * Read them only in a package's own modules (e.g. its routes.tsx): code inside shared-contracts runs
   * from the host's copy at runtime, so there they would give the host's version.
   */
  const __CONTRACT_VERSION__: string;
  const __REQUIRED_CONTRACT__: string;
}

/**
 * Loads one page of a remote: `() => import('./pages/x').then((m) => m.XPage)`. A loader, not a
 * component, so that the host can call it again after a failed chunk (重试) — a `React.lazy` that
 * failed once keeps its rejection forever.
 */
export type PageLoader = () => Promise<ComponentType>;

/**
 * What every remote exposes as `./routes`: the contract it was built against (checked by the host on
 * load) and a loader per route name (see routes.ts); the host renders the page of `pages[route.name]`
 * for each route whose `remote` is that remote. Contract 2.0.0: `pages` holds loaders (1.x: components).
 */
export interface RemoteRoutesModule extends ContractStamp {
  pages: Record<string, PageLoader>;
}

/** The module the host's errorLoadRemote plugin substitutes when a remote cannot be loaded. */
export interface UnavailableRemoteModule {
  unavailable: true;
  error: string;
  pages: Record<string, never>;
}

export function isUnavailableRemote(mod: unknown): mod is UnavailableRemoteModule {
  return Boolean(mod && typeof mod === 'object' && (mod as UnavailableRemoteModule).unavailable === true);
}

/** remote-purchase's `./purchase-dialog`: the full-screen 商品购买 dialog, mounted by the host. */
export interface PurchaseDialogProps {
  goodsId: number;
  /** Quantity per recipient to start with (clamped to the goods' limit); 1 when absent. */
  goodsNum?: number;
  /** The courier the caller expects; the dialog warns when the goods now ships with another. */
  expressId?: number;
  onClose: () => void;
}

export interface PurchaseDialogModule extends ContractStamp {
  PurchaseDialog: ComponentType<PurchaseDialogProps>;
}

/**
 * remote-usercenter's `./recharge-dialog`: the 在线充值 dialog (the wallet's top-up card), mounted by the host
 * when any page dispatches `openRecharge({ amount? })` (e.g. the purchase flow on code 23).
 */
export interface RechargeDialogProps {
  /** The amount (yuan) to preset, or null for none. */
  amount: number | null;
  /** Closes the dialog (the host dispatches `closeRecharge`); called after a paid top-up too. */
  onClose: () => void;
}

export interface RechargeDialogModule extends ContractStamp {
  RechargeDialog: ComponentType<RechargeDialogProps>;
}
