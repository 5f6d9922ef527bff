import Cookies from 'js-cookie';
import { writeTokenCookie } from './session-slice';

describe('user-token cookie on plain http', () => {
  it('is not marked secure (it would not be kept)', () => {
    const set = jest.spyOn(Cookies, 'set');
    writeTokenCookie('tok');
    expect(location.protocol).toBe('http:');
    expect(set).toHaveBeenCalledWith('user-token', 'tok', { expires: 7, sameSite: 'lax', path: '/', secure: false });
    expect(document.cookie).toContain('user-token=tok');
  });
});
