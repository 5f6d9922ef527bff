import { createAppStore } from 'shared-contracts/app';
import { refreshSessionOnRecharge } from '../features/auth/utils/refresh-session-on-recharge';

/** The one store of the page (DESIGN "Runtime composition"); remotes reach it through shared-contracts/app. */
export const store = createAppStore([refreshSessionOnRecharge]);
