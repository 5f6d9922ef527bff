import { errorMessage } from 'shared-contracts/app';
import { Button, Skeleton } from 'shared-contracts/ui';
import { Result } from 'shared-contracts/ui/more';
import { useRechargeConfigQuery } from '../api/recharge-config';
import { TopUpForm } from './top-up-form';

interface TopUpProps {
  presetAmount?: number | null;
  submitText?: string;
  onPaid?: () => void;
}

/** The top-up form once its configuration has arrived, with loading and error states. */
export function TopUp(props: TopUpProps) {
  const { data: config, error, isFetching, refetch } = useRechargeConfigQuery();
  if (config) return <TopUpForm config={config} {...props} />;
  if (error && !isFetching) {
    return (
      <Result
        status="warning"
        title="充值暂时无法使用"
        subTitle={errorMessage(error)}
        extra={
          <Button type="primary" onClick={() => void refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }
  return <Skeleton active paragraph={{ rows: 5 }} />;
}
