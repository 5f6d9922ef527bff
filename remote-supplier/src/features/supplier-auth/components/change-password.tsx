import { routePath } from 'shared-contracts';
import { SUPPLIER_ROLE_NAMES, type SupplierMe } from 'shared-contracts/supplier';
import { supplierPasswordBody } from 'shared-contracts/supplier/rules';
import { useNavigate } from 'shared-contracts/router';
import { Button, showNotice } from 'shared-contracts/ui';
import { zodRule } from 'shared-contracts/ui/more';
import { PasswordChangeForm, type PasswordPolicy } from 'shared-kits/console-frame';
import { useSupplierChangePasswordMutation } from '../api/supplier-auth-api';

/** The suppliers' password rules: the server's schema and messages. */
const SUPPLIER_PASSWORD: PasswordPolicy = {
  old: zodRule(supplierPasswordBody.shape.old_password),
  new: [zodRule(supplierPasswordBody.shape.password)],
  maxLength: 20,
  placeholder: '6-20位',
  sameText: '新密码不能与原密码相同',
};

/**
 * 修改密码 (PUT /api/supplier/password): forced before anything else while the one-time password is unchanged
 * (首次登录), and the top bar's 修改密码 otherwise; then 工作台. A refusal is said above the form and what was
 * typed stays.
 */
export function ChangePassword({ supplier }: { supplier: SupplierMe }) {
  const navigate = useNavigate();
  const [change, { isLoading }] = useSupplierChangePasswordMutation();
  const forced = supplier.must_change_password;

  return (
    <PasswordChangeForm
      label="修改密码"
      area="供应商中心"
      forced={forced}
      who={
        <p>
          {supplier.name}（{SUPPLIER_ROLE_NAMES[supplier.role]}）· {supplier.mobile}
        </p>
      }
      policy={SUPPLIER_PASSWORD}
      send={(values) => change(values).unwrap()}
      sending={isLoading}
      onChanged={() => {
        showNotice({ level: 'success', text: '密码已修改' });
        navigate(routePath('supplierWorkbench'), { replace: true });
      }}
      failed="修改失败，请稍后再试"
      footer={
        forced ? null : (
          <Button type="link" block style={{ marginTop: 8 }} onClick={() => navigate(routePath('supplierWorkbench'))}>
            返回工作台
          </Button>
        )
      }
    />
  );
}
