import { routePath } from 'shared-contracts';
import { useNavigate } from 'shared-contracts/router';
import { PasswordChangeForm, type PasswordPolicy } from 'shared-kits/console-frame';
import { useOperatorChangePasswordMutation } from '../api/operator-api';

/** The operators' password rules (the server decides the policy; its message is shown as it says). */
const OPERATOR_PASSWORD: PasswordPolicy = {
  old: { required: true, message: '请输入初始密码' },
  new: [
    { required: true, message: '请输入新密码' },
    { min: 8, max: 64, message: '新密码长度为8-64位' },
  ],
  maxLength: 64,
  sameText: '新密码不能与初始密码相同',
};

/** 修改初始密码: required before anything else while `must_change_password` (PUT /api/admin/password); then 概览. */
export function ChangeInitialPassword() {
  const navigate = useNavigate();
  const [change, { isLoading }] = useOperatorChangePasswordMutation();
  return (
    <PasswordChangeForm
      label="修改初始密码"
      area="运营后台"
      forced
      policy={OPERATOR_PASSWORD}
      send={(values) => change(values).unwrap()}
      sending={isLoading}
      onChanged={() => navigate(routePath('adminOverview'), { replace: true })}
    />
  );
}
