import { GroupsTable } from './groups-table';
import { RechargeSettingsCard } from './recharge-settings-card';

/** 会员等级与充值 (issue 20): the VIP groups, then the top-up card's options. Both need groups.write. */
export function GroupsAdmin() {
  return (
    <>
      <GroupsTable />
      <RechargeSettingsCard />
    </>
  );
}
