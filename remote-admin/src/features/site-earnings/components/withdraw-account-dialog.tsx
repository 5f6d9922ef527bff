import type { SiteWithdrawAccount } from 'shared-contracts/admin';
import { siteWithdrawAccountBody, siteWithdrawApplyBody } from 'shared-contracts/admin/rules';
import { Form, Input, zodRule } from 'shared-contracts/ui/more';
import { FormModal, useRefusableSubmit } from '../../../shared/form-drawer';
import { Muted } from '../../../shared/muted-text';
import { useSaveSiteWithdrawAccountMutation } from '../api/site-earnings-api';
import { WithdrawPasswordInput } from 'shared-kits/sms-code';

interface AccountValues {
  account: string;
  name: string;
  password: string;
}

/**
 * 设置 / 修改收款账号: the Alipay account (a mobile or an email) and the name on it, with the withdrawal password
 * (set first: the card offers this dialog only then). A refusal is said in the dialog, which keeps what was typed.
 */
export function WithdrawAccountDialog({ account, onClose }: { account: SiteWithdrawAccount; onClose: () => void }) {
  const [form] = Form.useForm<AccountValues>();
  const { refusal, submit } = useRefusableSubmit(form, onClose, '收款账号保存失败，请稍后再试');
  const [save, { isLoading }] = useSaveSiteWithdrawAccountMutation();
  const title = account.account ? '修改收款账号' : '设置收款账号';

  const send = ({ account: alipay, name, password }: AccountValues) =>
    submit(() => save({ account: alipay.trim(), name: name.trim(), password }).unwrap(), '收款账号已保存');

  return (
    <FormModal title={title} open onClose={onClose} onSave={() => form.submit()} saving={isLoading} refusal={refusal}>
      {account.account ? (
        <Muted style={{ marginBottom: 12 }}>
          当前：支付宝 {account.account}（{account.name}）
        </Muted>
      ) : null}
      <Form<AccountValues> form={form} layout="vertical" requiredMark={false} name="site-withdraw-account" onFinish={(values) => void send(values)}>
        <Form.Item name="account" label="支付宝账号" rules={[zodRule(siteWithdrawAccountBody.shape.account)]}>
          <Input placeholder="手机号或邮箱" maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="name" label="真实姓名" extra="支付宝账号的实名姓名，打款时核对" rules={[zodRule(siteWithdrawAccountBody.shape.name)]}>
          <Input placeholder="支付宝账号的真实姓名" maxLength={50} autoComplete="off" />
        </Form.Item>
        <Form.Item name="password" label="提现密码" rules={[zodRule(siteWithdrawApplyBody.shape.password)]}>
          <WithdrawPasswordInput label="提现密码" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
