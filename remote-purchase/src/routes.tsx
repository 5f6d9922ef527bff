import type { RemoteRoutesModule } from 'shared-contracts';
import { DeliveryPage } from './pages/delivery';

/** Pages of this remote, keyed by route name (shared-contracts routes.ts). */
export const pages: RemoteRoutesModule['pages'] = {
  delivery: DeliveryPage,
};
