import { routePath } from 'shared-contracts';
import { errorMessage } from 'shared-contracts/app';
import { LockOutlined } from 'shared-contracts/icons/more';
import { useNavigate } from 'shared-contracts/router';
import { Button } from 'shared-contracts/ui';
import { Alert, Form, Input } from 'shared-contracts/ui/more';
import { useState } from 'react';
import { useOperatorChangePasswordMutation } from '../api/operator-api';

interface Values {
  old_password: string;
  password: string;
  confirm: string;
}

/**
 * 修改初始密码: required before anything else while `must_change_password` (PUT /api/admin/password);
 * then 概览. The server decides the password policy; its message is shown as it says.
 */
export function ChangeInitialPassword() {
  const navigate = useNavigate();
  const [change, { isLoading }] = useOperatorChangePasswordMutation();
  const [error, setError] = useState<string | null>(null);

  const submit = async ({ old_password, password }: Values) => {
    setError(null);
    try {
      await change({ old_password, password }).unwrap();
      navigate(routePath('adminOverview'), { replace: true });
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Form<Values> layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} aria-label="修改初始密码">
      <Alert type="warning" showIcon style={{ marginBottom: 16 }} title="首次登录，请先修改初始密码" description="修改后才能使用运营后台。" />
      {error ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title={error} /> : null}
      <Form.Item name="old_password" label="初始密码" rules={[{ required: true, message: '请输入初始密码' }]}>
        <Input.Password size="large" maxLength={64} autoComplete="current-password" prefix={<LockOutlined />} aria-label="初始密码" />
      </Form.Item>
      <Form.Item
        name="password"
        label="新密码"
        dependencies={['old_password']}
        rules={[
          { required: true, message: '请输入新密码' },
          { min: 8, max: 64, message: '新密码长度为8-64位' },
          ({ getFieldValue }) => ({
            validator: (_, value?: string) => (value && value === getFieldValue('old_password') ? Promise.reject(new Error('新密码不能与初始密码相同')) : Promise.resolve()),
          }),
        ]}
      >
        <Input.Password size="large" maxLength={64} autoComplete="new-password" prefix={<LockOutlined />} aria-label="新密码" />
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
        <Input.Password size="large" maxLength={64} autoComplete="new-password" prefix={<LockOutlined />} aria-label="确认新密码" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
        确认修改
      </Button>
    </Form>
  );
}
