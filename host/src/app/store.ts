import { createListenerMiddleware } from '@reduxjs/toolkit';
import { createAppStore } from 'shared-contracts/app';

/** Lets UI components react to actions (e.g. `notify`) without the api layer touching UI. */
export const listener = createListenerMiddleware();

export const store = createAppStore([listener.middleware]);
