import { authenticationBody, IdentityMessages, isAdult, isResidentIdNumber } from './identity';
import { rechargeAmountText, RechargeMessages } from './recharge';

/** A valid number for a date of birth: region 110101, sequence 663, the check digit computed. */
function idFor(birth: string, sequence = '663'): string {
  const body = `110101${birth.replace(/-/g, '')}${sequence}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((total, w, i) => total + w * Number(body[i]), 0);
  return body + '10X98765432'[sum % 11];
}

describe('resident identity numbers (GB 11643)', () => {
  const now = new Date('2026-11-23T04:00:00Z');
  it('checks region, date of birth and the check character', () => {
    expect(isResidentIdNumber('110101199003076632', now)).toBe(true);
    expect(isResidentIdNumber('110101199003076631', now)).toBe(false);
    expect(isResidentIdNumber('990101199003076638', now)).toBe(false);
    expect(isResidentIdNumber(idFor('1990-02-30'), now)).toBe(false);
    expect(isResidentIdNumber(idFor('2030-01-01'), now)).toBe(false);
    expect(isResidentIdNumber('11010119900307663', now)).toBe(false);
  });

  it('counts 18 years to the day, in China time', () => {
    expect(isAdult(idFor('2008-11-23'), now)).toBe(true);
    expect(isAdult(idFor('2008-11-24'), now)).toBe(false);
    // 2026-11-23 17:00 UTC is already the 24th in China
    expect(isAdult(idFor('2008-11-24'), new Date('2026-11-23T17:00:00Z'))).toBe(true);
  });

  it('validates the authentication form with Chinese messages', () => {
    const withX = Array.from({ length: 1000 }, (_, n) => idFor('1990-03-07', String(n).padStart(3, '0'))).find((id) => id.endsWith('X'))!;
    expect(authenticationBody.parse({ real_name: ' 张三 ', id_number: withX.toLowerCase() })).toEqual({ real_name: '张三', id_number: withX });
    const error = (body: object) => authenticationBody.safeParse(body).error?.issues[0]?.message;
    expect(error({ real_name: '', id_number: idFor('1990-03-07') })).toBe(IdentityMessages.nameRequired);
    expect(error({ real_name: 'Tom', id_number: idFor('1990-03-07') })).toBe(IdentityMessages.nameInvalid);
    expect(error({ real_name: '张三', id_number: '110101199003076631' })).toBe(IdentityMessages.idInvalid);
    expect(error({ real_name: '张三', id_number: idFor('2015-01-01') })).toBe(IdentityMessages.underAge);
  });
});

describe('top-up amount (SPEC §5)', () => {
  it('needs an amount, a non-negative number with at most two decimals', () => {
    const error = (text: string) => rechargeAmountText.safeParse(text).error?.issues[0]?.message ?? null;
    expect(error('')).toBe(RechargeMessages.amountRequired);
    expect(error('  ')).toBe(RechargeMessages.amountRequired);
    for (const bad of ['-1', 'abc', '1.005', '1e3', '12.']) expect(error(bad)).toBe(RechargeMessages.amountInvalid);
    for (const good of ['100', '0.5', '12.34']) expect(error(good)).toBeNull();
  });
});
