import { IdentityUnavailableError, type IdentityProvider } from '../../providers/identity';
import { createSandboxIdentity } from '../../providers/sandbox/identity';
import { call, registerUser } from '../../test-support/harness';
import { app, testDb, withTestApp } from '../../test-support/test-app';

const lines: string[] = [];
const VALID = '110101199003076632';
/** The sandbox, unless the test takes the real-name service down. */
let identityDown = false;
const sandboxIdentity = createSandboxIdentity();
const identity: IdentityProvider = {
  name: 'sandbox',
  verify: async (check) => {
    if (identityDown) throw new IdentityUnavailableError('Id2MetaVerify failed: ECONNREFUSED');
    return sandboxIdentity.verify(check);
  },
};

withTestApp({ providers: { identity }, logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });

const get = (token: string) => call(app, 'GET', '/api/user/authentication', undefined, { token });
const submit = (token: string, body: object) => call(app, 'POST', '/api/user/authentication', body, { token });

describe('real-name verification', () => {
  it('answers a clean code 1 when the real-name service is down, and logs why without the name or number', async () => {
    const user = await registerUser(app);
    lines.length = 0;
    identityDown = true;
    try {
      expect((await submit(user.token, { real_name: '王五', id_number: VALID })).body).toEqual({ code: 1, msg: '实名认证服务暂不可用，请稍后再试', data: null });
    } finally {
      identityDown = false;
    }
    const log = lines.join('');
    expect(log).toContain('ECONNREFUSED');
    expect(log).not.toContain(VALID);
    expect(log).not.toContain('王五');
    expect((await get(user.token)).body.data.status).toBe(0);
  });

  it('starts unverified; a well-formed adult passes, shown masked, and the session says so', async () => {
    const user = await registerUser(app);
    expect((await get(user.token)).body.data).toEqual({ status: 0, reason: null, real_name: null, id_number: null, verified_at: null });
    expect((await call(app, 'GET', '/api/user/info', undefined, { token: user.token })).body.data.is_attestation).toBe(false);

    const { body } = await submit(user.token, { real_name: '张小三', id_number: VALID });
    expect(body).toEqual({ code: 0, msg: '实名认证成功', data: { status: 2, reason: null, real_name: '张*三', id_number: '110101**********32', verified_at: expect.any(String) } });
    expect((await call(app, 'GET', '/api/user/info', undefined, { token: user.token })).body.data.is_attestation).toBe(true);
    expect((await submit(user.token, { real_name: '张小三', id_number: VALID })).body).toEqual({ code: 1, msg: '已完成实名认证，无需重复提交', data: null });
  });

  it('keeps the name and number sealed at rest, and out of the logs', async () => {
    const user = await registerUser(app);
    lines.length = 0;
    await submit(user.token, { real_name: '李四', id_number: VALID });
    const row = await testDb.db.selectFrom('user_identities').selectAll().where('user_id', '=', user.userId).executeTakeFirstOrThrow();
    expect(row.real_name_enc).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(VALID);
    expect(JSON.stringify(row)).not.toContain('李四');
    expect(app.services.identity).toBeDefined();
    expect(lines.join('\n')).not.toContain(VALID);
  });

  it('stores a refusal with its reason, says it (code 1), and lets the user try again', async () => {
    const user = await registerUser(app);
    expect((await submit(user.token, { real_name: '未通过', id_number: VALID })).body).toEqual({ code: 1, msg: '姓名与身份证号码不一致', data: null });
    expect((await get(user.token)).body.data).toMatchObject({ status: 3, reason: '姓名与身份证号码不一致', real_name: '未*过' });
    expect((await submit(user.token, { real_name: '王五', id_number: VALID })).body.data.status).toBe(2);
  });

  it('validates with the shared rules (HTTP 400, Chinese)', async () => {
    const user = await registerUser(app);
    const cases: [object, string][] = [
      [{ real_name: '', id_number: VALID }, '请输入真实姓名'],
      [{ real_name: 'Tom', id_number: VALID }, '请输入与身份证一致的中文姓名'],
      [{ real_name: '张三', id_number: '110101199003076631' }, '请输入正确的18位身份证号码'],
      [{ real_name: '张三', id_number: '110101201501010011' }, '实名认证需年满18周岁'],
    ];
    for (const [body, msg] of cases) expect((await submit(user.token, body)).body).toEqual({ code: 400, msg, data: null });
  });

  it('limits attempts to ten a day', async () => {
    const user = await registerUser(app);
    for (let i = 0; i < 10; i += 1) expect((await submit(user.token, { real_name: '未通过', id_number: VALID })).body.code).toBe(1);
    expect((await submit(user.token, { real_name: '张三', id_number: VALID })).body).toEqual({ code: 1, msg: '今日实名认证次数已达上限，请明天再试', data: null });
  });

  it('shows each user only their own record', async () => {
    const alice = await registerUser(app);
    const bob = await registerUser(app);
    await submit(alice.token, { real_name: '赵六', id_number: VALID });
    expect((await get(bob.token)).body.data.status).toBe(0);
  });
});
