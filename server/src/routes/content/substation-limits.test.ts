import { SubstationMessages } from 'shared-contracts/rules';
import { call, testClock, uniqueIp, uniqueMobile } from '../../test-support/harness';
import { app, testDb, withTestApp } from '../../test-support/test-app';

const clock = testClock();

withTestApp({ clock });

const application = (mobile = uniqueMobile()) => ({ name: '陈小姐', mobile, city: '杭州', company: '礼遇小店', message: '每月约两千单' });
const apply = (body: object, ip: string) => call(app, 'POST', '/api/common/substation/apply', body, { ip });
const stored = async (where: { ip?: string; mobile?: string }) => {
  let query = testDb.db.selectFrom('substation_applications').select('id');
  if (where.ip) query = query.where('ip', '=', where.ip);
  if (where.mobile) query = query.where('mobile', '=', where.mobile);
  return (await query.execute()).length;
};

describe('sub-station application limits', () => {
  it('3 per IP an hour', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 3; i += 1) expect((await apply(application(), ip)).body.code).toBe(0);
    expect((await apply(application(), ip)).body).toEqual({ code: 1, msg: SubstationMessages.tooMany, data: null });
    expect(await stored({ ip })).toBe(3);
    clock.advance(3_600_000 + 1);
    expect((await apply(application(), ip)).body.code).toBe(0);
  });

  it('2 per mobile a day, whatever the IP', async () => {
    const mobile = uniqueMobile();
    for (let i = 0; i < 2; i += 1) expect((await apply(application(mobile), uniqueIp())).body.code).toBe(0);
    expect((await apply(application(mobile), uniqueIp())).body).toEqual({ code: 1, msg: SubstationMessages.tooMany, data: null });
    expect(await stored({ mobile })).toBe(2);
    clock.advance(24 * 3_600_000 + 1);
    expect((await apply(application(mobile), uniqueIp())).body.code).toBe(0);
  });

  // PGlite has one connection, which serialises every request and would hide a race: PostgreSQL only.
  const onPostgres = process.env.DATABASE_URL ? it : it.skip;

  onPostgres('holds under simultaneous applications from one IP (exactly 3 of 12 stored)', async () => {
    const ip = uniqueIp();
    const replies = await Promise.all(Array.from({ length: 12 }, () => apply(application(), ip)));
    expect(replies.filter((reply) => reply.body.code === 0)).toHaveLength(3);
    expect(replies.filter((reply) => reply.body.msg === SubstationMessages.tooMany)).toHaveLength(9);
    expect(await stored({ ip })).toBe(3);
  });

  onPostgres('holds under simultaneous applications for one mobile from many IPs (exactly 2 of 12 stored)', async () => {
    const mobile = uniqueMobile();
    const replies = await Promise.all(Array.from({ length: 12 }, () => apply(application(mobile), uniqueIp())));
    expect(replies.filter((reply) => reply.body.code === 0)).toHaveLength(2);
    expect(await stored({ mobile })).toBe(2);
  });

  onPostgres('crossing IPs and mobiles cannot deadlock', async () => {
    const [ipA, ipB] = [uniqueIp(), uniqueIp()];
    const [m1, m2] = [uniqueMobile(), uniqueMobile()];
    const replies = await Promise.all([
      ...Array.from({ length: 4 }, () => apply(application(m1), ipA)),
      ...Array.from({ length: 4 }, () => apply(application(m2), ipB)),
      ...Array.from({ length: 4 }, () => apply(application(m2), ipA)),
      ...Array.from({ length: 4 }, () => apply(application(m1), ipB)),
    ]);
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    expect((await stored({ ip: ipA })) + (await stored({ ip: ipB }))).toBe(4);
    expect(await stored({ mobile: m1 })).toBe(2);
    expect(await stored({ mobile: m2 })).toBe(2);
  });
});
