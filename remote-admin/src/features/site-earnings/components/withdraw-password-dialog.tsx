import { Form } from 'shared-contracts/ui/more';
import { FormModal, useRefusableSubmit } from '../../../shared/form-drawer';
import { Muted } from '../../../shared/muted-text';
import { useSetSiteWithdrawPasswordMutation } from '../api/site-earnings-api';
import { SmsCodeField } from './sms-code-field';
import { WithdrawPasswordFields } from 'shared-kits/sms-code';

interface PasswordValues {
  sms_code: string;
  password: string;
  confirm: string;
}

/** 设置 / 重置提现密码: a code sent to the owner's own mobile, a 6-digit password and the same again. Mounted while open. */
export function WithdrawPasswordDialog({ resetting, onClose }: { resetting: boolean; onClose: () => void }) {
  const [form] = Form.useForm<PasswordValues>();
  const { refusal, submit } = useRefusableSubmit(form, onClose, '提现密码设置失败，请稍后再试');
  const [setPassword, { isLoading }] = useSetSiteWithdrawPasswordMutation();
  const title = resetting ? '重置提现密码' : '设置提现密码';

  return (
    <FormModal title={title} open onClose={onClose} onSave={() => form.submit()} saving={isLoading} refusal={refusal} okText={title}>
      <Muted style={{ marginBottom: 12 }}>验证码发送到当前登录的站长手机号。提现和修改收款账号时需输入提现密码。</Muted>
      <Form<PasswordValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        name="site-withdraw-password"
        onFinish={({ sms_code, password }) => void submit(() => setPassword({ sms_code, password }).unwrap(), '提现密码已设置')}
      >
        <WithdrawPasswordFields resetting={resetting} SmsCodeField={SmsCodeField} />
      </Form>
    </FormModal>
  );
}
