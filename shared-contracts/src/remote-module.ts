import type { ComponentType } from 'react';

/**
 * What every remote exposes as `./routes`: its pages keyed by route name (see routes.ts).
 * The host renders `pages[route.name]` for each route whose `remote` is that remote.
 */
export interface RemoteRoutesModule {
  pages: Record<string, ComponentType>;
}

/** The module the host's errorLoadRemote plugin substitutes when a remote cannot be loaded. */
export interface UnavailableRemoteModule extends RemoteRoutesModule {
  unavailable: true;
  error: string;
}

export function isUnavailableRemote(mod: unknown): mod is UnavailableRemoteModule {
  return Boolean(mod && typeof mod === 'object' && (mod as UnavailableRemoteModule).unavailable === true);
}

/** remote-purchase's `./purchase-dialog`: the full-screen 商品购买 dialog, mounted by the host. */
export interface PurchaseDialogProps {
  goodsId: number;
  onClose: () => void;
}

export interface PurchaseDialogModule {
  PurchaseDialog: ComponentType<PurchaseDialogProps>;
}
