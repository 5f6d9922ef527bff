/**
 * @jest-environment-options {"url": "https://shop.example.com/"}
 */
import Cookies from 'js-cookie';
import { writeTokenCookie } from './session-slice';

describe('user-token cookie over HTTPS', () => {
  it('is marked secure', () => {
    const set = jest.spyOn(Cookies, 'set');
    writeTokenCookie('tok');
    expect(location.protocol).toBe('https:');
    expect(set).toHaveBeenCalledWith('user-token', 'tok', { expires: 7, sameSite: 'lax', path: '/', secure: true });
    expect(document.cookie).toContain('user-token=tok');
  });
});
