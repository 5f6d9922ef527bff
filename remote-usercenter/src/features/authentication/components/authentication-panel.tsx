import { AuthStatus } from 'shared-contracts';
import { useAuthenticationQuery } from 'shared-contracts/app';
import { Button, Skeleton } from 'shared-contracts/ui';
import { Alert, Result } from 'shared-contracts/ui/more';
import { AuthenticationForm } from './authentication-form';
import { VerifiedView } from './verified-view';
import { WhyRealName } from './why-real-name';

/**
 * The real-name status and what to do about it: none → the form; 审核中; 已实名 (masked, no form);
 * 未通过 → the reason and the form again. The form keeps its place in the tree when a refusal turns the
 * status from none to failed, so what was typed stays.
 */
export function AuthenticationPanel() {
  const { data, isLoading, refetch } = useAuthenticationQuery();
  if (isLoading) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (!data) {
    return <Result status="warning" title="实名信息加载失败" extra={<Button onClick={() => void refetch()}>重新加载</Button>} />;
  }
  if (data.status === AuthStatus.PASSED) return <VerifiedView info={data} />;
  if (data.status === AuthStatus.PENDING) {
    return <Result status="info" title="审核中" subTitle="实名信息已提交，正在审核，请耐心等待，审核通过后即可下单发货" data-testid="authentication-pending" />;
  }
  return (
    <>
      {data.status === AuthStatus.FAILED ? (
        <Alert
          type="error"
          showIcon
          title="实名认证未通过"
          description={`原因：${data.reason || '信息核验未通过'}。请核对姓名与身份证号码后重新提交。`}
          style={{ marginBottom: 16 }}
          data-testid="authentication-failed"
        />
      ) : null}
      <WhyRealName />
      <AuthenticationForm />
    </>
  );
}
