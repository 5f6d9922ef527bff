import type { GroupInfo } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/** GET /api/user/group/list — the VIP groups by level, the caller's marked `is_current`. */
export const groupsApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    groupList: b.query<GroupInfo[], void>({
      query: () => '/user/group/list',
      extraOptions: { silent: true },
      providesTags: ['Group'],
    }),
  }),
});

export const { useGroupListQuery } = groupsApi;
