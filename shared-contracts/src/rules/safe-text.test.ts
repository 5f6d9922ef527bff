import { Messages } from '../messages';
import { substationApplicationBody } from './substation';
import { firstError, mobileSchema, registerPasswordSchema } from './account';
import { isSafeText, safeString } from './safe-text';

describe('safe text', () => {
  it.each(['', 'abc', '陈小姐', '第一行\n第二行\r\n\t缩进', '😀👍🏽', '\u202e', "' OR 1=1 --", '<script>'])('accepts %j', (text) => {
    expect(isSafeText(text)).toBe(true);
  });

  it.each(['\u0000', 'a\u0000b', '\u0001', '\u001b[31m', '\u007f', '\u000b', '\ud800', 'a\udc00', '\udbff\udbff', '😀\udc00', '\ud83d'])('refuses %j', (text) => {
    expect(isSafeText(text)).toBe(false);
  });

  it('safeString() says why in Chinese, and the account and franchise schemas use it', () => {
    expect(firstError(safeString(), 'a\u0000')).toBe(Messages.unsafeText);
    expect(firstError(registerPasswordSchema, 'secret\u0000123')).toBe(Messages.unsafeText);
    expect(firstError(mobileSchema, '13800138000')).toBeNull();
    const result = substationApplicationBody.safeParse({ name: '陈\u0000', mobile: '13800138000', city: '杭州', message: '\ud800' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([Messages.unsafeText, Messages.unsafeText]);
  });
});
