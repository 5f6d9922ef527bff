import { useState } from 'react';
import { routePath } from 'shared-contracts';
import { SUPPLIER_ROLE_NAMES, type SupplierMe } from 'shared-contracts/supplier';
import { supplierPasswordBody } from 'shared-contracts/supplier/rules';
import { errorMessage } from 'shared-contracts/app';
import { LockOutlined } from 'shared-contracts/icons/more';
import { useNavigate } from 'shared-contracts/router';
import { Button, showNotice } from 'shared-contracts/ui';
import { Alert, Form, Input, zodRule } from 'shared-contracts/ui/more';
import { useSupplierChangePasswordMutation } from '../api/supplier-auth-api';

interface Values {
  old_password: string;
  password: string;
  confirm: string;
}

/**
 * 修改密码 (PUT /api/supplier/password): forced before anything else while the one-time password is unchanged
 * (首次登录), and the top bar's 修改密码 otherwise; then 工作台. A refusal is said above the form and what was
 * typed stays.
 */
export function ChangePassword({ supplier }: { supplier: SupplierMe }) {
  const navigate = useNavigate();
  const [change, { isLoading }] = useSupplierChangePasswordMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const forced = supplier.must_change_password;

  const submit = async ({ old_password, password }: Values) => {
    setRefusal(null);
    try {
      await change({ old_password, password }).unwrap();
      showNotice({ level: 'success', text: '密码已修改' });
      navigate(routePath('supplierWorkbench'), { replace: true });
    } catch (error) {
      setRefusal(errorMessage(error, '修改失败，请稍后再试'));
    }
  };

  return (
    <Form<Values> layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} aria-label="修改密码">
      {forced ? (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title="首次登录，请先修改初始密码" description="修改后才能使用供应商中心。" />
      ) : (
        <p>
          {supplier.name}（{SUPPLIER_ROLE_NAMES[supplier.role]}）· {supplier.mobile}
        </p>
      )}
      {refusal ? <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={refusal} /> : null}
      <Form.Item name="old_password" label={forced ? '初始密码' : '当前密码'} rules={[zodRule(supplierPasswordBody.shape.old_password)]}>
        <Input.Password size="large" maxLength={64} autoComplete="current-password" prefix={<LockOutlined />} aria-label={forced ? '初始密码' : '当前密码'} />
      </Form.Item>
      <Form.Item
        name="password"
        label="新密码"
        dependencies={['old_password']}
        rules={[
          zodRule(supplierPasswordBody.shape.password),
          ({ getFieldValue }) => ({
            validator: (_, value?: string) => (value && value === getFieldValue('old_password') ? Promise.reject(new Error('新密码不能与原密码相同')) : Promise.resolve()),
          }),
        ]}
      >
        <Input.Password size="large" maxLength={20} autoComplete="new-password" prefix={<LockOutlined />} aria-label="新密码" placeholder="6-20位" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label="确认新密码"
        dependencies={['password']}
        rules={[
          { required: true, message: '请再次输入新密码' },
          ({ getFieldValue }) => ({
            validator: (_, value?: string) => (!value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error('两次输入的密码不一致'))),
          }),
        ]}
      >
        <Input.Password size="large" maxLength={20} autoComplete="new-password" prefix={<LockOutlined />} aria-label="确认新密码" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
        确认修改
      </Button>
      {forced ? null : (
        <Button type="link" block style={{ marginTop: 8 }} onClick={() => navigate(routePath('supplierWorkbench'))}>
          返回工作台
        </Button>
      )}
    </Form>
  );
}
