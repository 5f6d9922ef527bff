import { createAppStore } from 'shared-contracts/app';

/** The one store of the page (DESIGN "Runtime composition"); remotes reach it through shared-contracts/app. */
export const store = createAppStore();
