import { ALL_OPERATOR_ROLES, can, MONEY_PERMISSIONS, PERMISSIONS, TOTP_ROLES } from './permissions';
import { operatorPasswordBody } from './rules';
import { OperatorAuthMessages } from './messages';

describe('TOTP_ROLES (issue 35)', () => {
  it('holds every role that holds a permission moving money or prices, and no other', () => {
    for (const role of ALL_OPERATOR_ROLES) {
      const movesMoney = MONEY_PERMISSIONS.some((permission) => can(role, permission));
      expect([role, TOTP_ROLES.includes(role)]).toEqual([role, movesMoney]);
    }
  });

  it('so ops (会员等级) and support (人工赔付) sign in with TOTP as admin, finance and site_owner do; site_staff does not', () => {
    expect([...TOTP_ROLES].sort()).toEqual(['admin', 'finance', 'ops', 'site_owner', 'support']);
    expect(PERMISSIONS['compensations.write']).toContain('support');
    expect(PERMISSIONS['groups.write']).toContain('ops');
  });

  it('names only permissions of the table', () => {
    for (const permission of MONEY_PERMISSIONS) expect(Object.hasOwn(PERMISSIONS, permission)).toBe(true);
  });
});

describe('an operator password (issue 35)', () => {
  const body = (password: string) => operatorPasswordBody.safeParse({ old_password: 'one-time-pass', password });
  it('has 10-20 characters', () => {
    expect(body('123456789').error?.issues[0]?.message).toBe(OperatorAuthMessages.passwordInvalid);
    expect(body('1234567890').success).toBe(true);
    expect(body('12345678901234567890').success).toBe(true);
    expect(body('123456789012345678901').error?.issues[0]?.message).toBe(OperatorAuthMessages.passwordInvalid);
  });
});
