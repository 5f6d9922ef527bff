import { checkConfirmPassword, firstError, mobileSchema, registerPasswordSchema, smsCodeSchema, captchaSchema } from './account';

describe('account rules (SPEC §5) carry the spec’s messages', () => {
  it.each([
    ['', '手机号不能为空'],
    ['12345678901', '请输入正确的手机号'],
    ['1380013800', '请输入正确的手机号'],
    ['13800138000', null],
    ['19912345678', null],
  ])('mobile %p → %p', (value, message) => expect(firstError(mobileSchema, value)).toBe(message));

  it.each([
    ['', '验证码不能为空'],
    ['12345', '请输入6位验证码'],
    ['123456', null],
  ])('sms code %p → %p', (value, message) => expect(firstError(smsCodeSchema, value)).toBe(message));

  it.each([
    ['', '注册密码不能为空'],
    ['12345', '请输入6-20位密码'],
    ['a'.repeat(21), '请输入6-20位密码'],
    ['abc123', null],
  ])('register password %p → %p', (value, message) => expect(firstError(registerPasswordSchema, value)).toBe(message));

  it('confirm password must be present and equal', () => {
    expect(checkConfirmPassword('abc123', '')).toBe('请再次输入密码');
    expect(checkConfirmPassword('abc123', 'abc124')).toBe('请输入正确的密码');
    expect(checkConfirmPassword('abc123', 'abc123')).toBeNull();
  });

  it('captcha is required and at most 6 characters', () => {
    expect(firstError(captchaSchema, '')).toBe('请输入图形验证码');
    expect(firstError(captchaSchema, '1234567')).not.toBeNull();
    expect(firstError(captchaSchema, 'ab3d')).toBeNull();
  });
});
