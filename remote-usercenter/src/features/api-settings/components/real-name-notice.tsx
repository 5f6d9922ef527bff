import { OpenApiMessages } from 'shared-contracts';
import { RealNameRequired } from '../../authentication';
import { useApiSettingQuery } from '../api/api-setting';

/** Until real-name verification passed: why the page is read-only, a link to 实名认证, a way to look again. */
export function RealNameNotice() {
  const { refetch, isFetching } = useApiSettingQuery();
  return <RealNameRequired title={OpenApiMessages.realNameRequired} reason="API 可以代你下单和扣款，开通前须完成实名认证。" onRefresh={() => void refetch()} refreshing={isFetching} />;
}
