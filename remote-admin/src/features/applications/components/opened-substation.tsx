import type { SubstationOpenResult } from 'shared-contracts/admin';
import { Result, Typography } from 'shared-contracts/ui/more';

/**
 * What 开通 answered: the 分站's console address to pass on to the applicant, and where the one-time password
 * went (an SMS to the applicant's mobile: it is never shown to the operator).
 */
export function OpenedSubstation({ result, mobile }: { result: SubstationOpenResult; mobile: string }) {
  return (
    <Result
      status="success"
      title="分站已开通"
      subTitle={`一次性密码已通过短信发送到申请人的手机 ${mobile}，这里不显示。站长首次登录须修改密码并绑定动态验证码。`}
      extra={
        <div role="group" aria-label="分站后台地址">
          <Typography.Paragraph>请把分站后台地址告诉申请人：</Typography.Paragraph>
          <Typography.Text code copyable={{ text: result.console_url }}>
            {result.console_url}
          </Typography.Text>
        </div>
      }
    />
  );
}
