import { OPERATOR_CONSOLE_HEADER, OPERATOR_TOKEN_HEADER } from 'shared-contracts/admin';
import { call, testClock, uniqueIp } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { enrolledSecret, newOperator, totpCode, type TestOperator } from '../../test-support/operators';

/**
 * Issue 35: the console's session is an HttpOnly cookie (page script never reads the token); the cookie
 * counts only with the console's X-Console header (no forged cross-site request from a sibling 分站);
 * API clients keep the X-Operator-Token header.
 */
const clock = testClock();
let op: TestOperator;

// the local proxy is trusted, as behind nginx: its X-Forwarded-Proto says whether the client used HTTPS
withTestApp({ clock, config: { trustProxy: ['127.0.0.1'] } }, { timeout: 120_000 });
beforeAll(async () => {
  op = await newOperator(app, clock, 'admin');
}, 120_000);

const console1 = { [OPERATOR_CONSOLE_HEADER]: '1' };
const cookieOf = (headers: Record<string, unknown>) =>
  [headers['set-cookie']].flat().find((c): c is string => typeof c === 'string' && c.startsWith('operator-token='));

/** A console sign-in (X-Console) with the TOTP code (each code once: the clock moves to the next step first). */
async function consoleSignIn(headers: Record<string, string> = {}, ip = uniqueIp()) {
  clock.advance(30_000);
  const totp = totpCode(enrolledSecret(op.mobile)!, clock.now());
  return call(app, 'POST', '/api/admin/login', { mobile: op.mobile, password: op.password, totp }, { ip, headers: { ...console1, ...headers } });
}

describe('the operator token cookie', () => {
  it('a console sign-in sets operator-token HttpOnly, SameSite=Strict, path /api/admin, 12 hours, and keeps the token out of the body', async () => {
    const reply = await consoleSignIn();
    expect(reply.body.code).toBe(0);
    expect(reply.body.data.token).toBeUndefined();
    const cookie = cookieOf(reply.headers)!;
    expect(cookie).toMatch(/^operator-token=[A-Za-z0-9_-]{20,}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/admin');
    expect(cookie).toContain(`Max-Age=${12 * 3600}`);
    expect(cookie).not.toContain('Secure');
  });

  it('is Secure when the request came over HTTPS (through the trusted proxy)', async () => {
    const reply = await consoleSignIn({ 'x-forwarded-proto': 'https' }, '127.0.0.1');
    expect(reply.body.code).toBe(0);
    expect(cookieOf(reply.headers)).toContain('Secure');
  });

  it('authenticates /api/admin with X-Console: 1 only; without it (a forged cross-site request) 401', async () => {
    const cookie = cookieOf((await consoleSignIn()).headers)!.split(';')[0];
    expect((await call(app, 'GET', '/api/admin/me', undefined, { headers: { cookie, ...console1 } })).body).toMatchObject({ code: 0, data: { id: op.id } });
    expect((await call(app, 'GET', '/api/admin/me', undefined, { headers: { cookie } })).status).toBe(401);
    expect((await call(app, 'GET', '/api/admin/me', undefined, { headers: { cookie, [OPERATOR_CONSOLE_HEADER]: 'yes' } })).status).toBe(401);
  });

  it('API clients keep the X-Operator-Token header and get the token in the body', async () => {
    expect((await call(app, 'GET', '/api/admin/me', undefined, { headers: { [OPERATOR_TOKEN_HEADER]: op.token } })).body.code).toBe(0);
  });

  it('sign-out ends the session and clears the cookie', async () => {
    const cookie = cookieOf((await consoleSignIn()).headers)!.split(';')[0];
    const out = await call(app, 'POST', '/api/admin/logout', undefined, { headers: { cookie, ...console1 } });
    expect(out.body.code).toBe(0);
    expect(cookieOf(out.headers)).toMatch(/^operator-token=; .*Max-Age=0/);
    expect((await call(app, 'GET', '/api/admin/me', undefined, { headers: { cookie, ...console1 } })).status).toBe(401);
  });
});
