import type { AuthenticationInfo, WalletInfo } from '../wallet';
import { api } from './api';

/**
 * The wallet calls more than one package reads: the balance (user dropdown, workbench, wallet page,
 * purchase flow) and the real-name status (the real-name reminder, the authentication page). Tagged, so a
 * top-up (`Balance`) or a verification (`Authentication`) refreshes every view of them.
 */
export const walletApi = api.injectEndpoints({
  endpoints: (b) => ({
    walletInfo: b.query<WalletInfo, void>({
      query: () => '/user/wallet/info',
      extraOptions: { silent: true },
      providesTags: ['Balance'],
    }),
    authentication: b.query<AuthenticationInfo, void>({
      query: () => '/user/authentication',
      extraOptions: { silent: true },
      providesTags: ['Authentication'],
    }),
  }),
});

export const { useWalletInfoQuery, useAuthenticationQuery } = walletApi;
