import { useState } from 'react';
import { SupplierMessages, type SupplierPayoutAccount } from 'shared-contracts/supplier';
import { supplierAccountBody } from 'shared-contracts/supplier/rules';
import { errorMessage } from 'shared-contracts/app';
import { Button, showNotice } from 'shared-contracts/ui';
import { Alert, Descriptions, Form, Input, zodRule } from 'shared-contracts/ui/more';
import { Loaded } from 'shared-kits/console-frame';
import { useSupplierPayoutAccountQuery, useSupplierSavePayoutAccountMutation, type SupplierAccountBody } from '../api/settlement-api';

function AccountForm({ account, onSaved }: { account: SupplierPayoutAccount; onSaved: () => void }) {
  const [form] = Form.useForm<SupplierAccountBody>();
  const [save, { isLoading }] = useSupplierSavePayoutAccountMutation();
  const [refusal, setRefusal] = useState('');

  const submit = async (values: SupplierAccountBody) => {
    setRefusal('');
    try {
      await save({ account: values.account.trim(), name: values.name.trim() }).unwrap();
      showNotice({ level: 'success', text: '收款账号已保存' });
      form.resetFields();
      onSaved();
    } catch (error) {
      setRefusal(errorMessage(error, '保存失败，请稍后再试'));
    }
  };

  return (
    <Form<SupplierAccountBody> form={form} layout="vertical" requiredMark={false} style={{ maxWidth: 420 }} onFinish={(values) => void submit(values)} aria-label="设置收款账号">
      {refusal ? <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={refusal} /> : null}
      <Form.Item name="account" label="支付宝账号" rules={[zodRule(supplierAccountBody.shape.account)]} extra="手机号或邮箱">
        <Input maxLength={100} aria-label="支付宝账号" autoComplete="off" />
      </Form.Item>
      <Form.Item name="name" label="收款人姓名" rules={[zodRule(supplierAccountBody.shape.name)]} extra="须与支付宝实名一致">
        <Input maxLength={50} aria-label="收款人姓名" autoComplete="off" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {account.alipay_account ? '修改收款账号' : '保存收款账号'}
      </Button>
    </Form>
  );
}

/** 收款账号 (GET / PUT /api/supplier/settlement/account): where payouts go; only the owner sets it. */
export function AccountTab({ owner }: { owner: boolean }) {
  const query = useSupplierPayoutAccountQuery();
  const [editing, setEditing] = useState(false);
  return (
    <Loaded what="收款账号" query={query} rows={4}>
      {(account) => (
        <>
          <Descriptions
            column={1}
            style={{ marginBottom: 16, maxWidth: 520 }}
            items={[
              { key: 'account', label: '支付宝账号', children: account.alipay_account ?? '未设置' },
              { key: 'name', label: '收款人', children: account.alipay_name ?? '未设置' },
            ]}
          />
          {!owner ? (
            <Alert type="info" showIcon title={SupplierMessages.ownerOnly} description="收款账号和申请结算由供应商负责人操作。" />
          ) : account.alipay_account && !editing ? (
            <Button onClick={() => setEditing(true)}>修改收款账号</Button>
          ) : (
            <AccountForm account={account} onSaved={() => setEditing(false)} />
          )}
        </>
      )}
    </Loaded>
  );
}
