import type { GroupInfo } from 'shared-contracts';
import { errorMessage, openRecharge, useAppDispatch } from 'shared-contracts/app';
import { Button, Skeleton } from 'shared-contracts/ui';
import { Result } from 'shared-contracts/ui/more';
import styled from 'styled-components';
import { useGroupListQuery } from '../api/groups';
import { GroupCard } from './group-card';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 16px;
`;

/**
 * The VIP groups (GET /api/user/group/list), the current one highlighted; each group above it offers 立即升级,
 * which opens the recharge dialog preset to the amount that reaches it in one payment.
 */
export function GroupList() {
  const { data: groups, error, isFetching, refetch } = useGroupListQuery();
  const dispatch = useAppDispatch();
  if (!groups) {
    if (error && !isFetching) {
      return <Result status="warning" title="会员等级加载失败" subTitle={errorMessage(error)} extra={<Button type="primary" onClick={() => void refetch()}>重新加载</Button>} />;
    }
    return <Skeleton active paragraph={{ rows: 4 }} />;
  }
  const current = groups.find((g) => g.is_current);
  const currentLevel = current?.level ?? Number.NEGATIVE_INFINITY;
  const upgrade = (group: GroupInfo) => dispatch(openRecharge({ amount: group.upgrade_amount }));
  return (
    <Grid role="list" aria-label="会员等级">
      {groups.map((group) => (
        <div role="listitem" key={group.id}>
          <GroupCard group={group} reachable={group.level > currentLevel && group.upgrade_amount > 0} onUpgrade={upgrade} />
        </div>
      ))}
    </Grid>
  );
}
