import sharp from 'sharp';
import { CallerLimitMessages, WorkOrderMessages } from 'shared-contracts';
import { startOfChinaDay } from 'shared-contracts/china-time';
import { createLocalStorage } from '../../providers/storage/local';
import { UPLOAD_QUOTAS } from '../../services/caller-limits';
import { MINUTE } from '../../services/limits';
import { call, registerUser, tempDir, testClock } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { asOperator, newOperator } from '../../test-support/operators';
import { pngBomb } from '../../test-support/pictures';

// Issue 35: what one uploader can make the server decode. 工单 pictures (a member's, an operator's reply)
// are counted per uploader, a minute and a China day, before any decoding; a picture whose header declares
// more than PICTURE_MAX_PIXELS is refused from the header, never decoded. Both databases.

const clock = testClock('2026-06-01T02:00:00Z');

withTestApp({ clock, providers: { storage: createLocalStorage(tempDir('upload-limit-files-')) } }, { timeout: 120_000 });

const base64 = (bytes: Buffer) => bytes.toString('base64');
const tinyJpeg = async () =>
  base64(
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c63' } })
      .jpeg()
      .toBuffer(),
  );
const upload = (token: string, data: string) => call(app, 'POST', '/api/user/work-order/attachment', { name: 'photo.png', data }, { token });
const attachmentsOf = async (userId: number) =>
  app.db.selectFrom('work_order_attachments').select('id').where('owner_kind', '=', 'user').where('owner_id', '=', userId).execute();

describe('work-order picture uploads: the pixels a header may declare', () => {
  it('refuses a PNG bomb (a 48 KB file declaring 7000×7000, 49 megapixels) from its header, storing nothing', async () => {
    const user = await registerUser(app);
    const bomb = pngBomb(7000, 7000);
    expect(bomb.length).toBeLessThan(100_000);
    const reply = await upload(user.token, base64(bomb));
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe(CallerLimitMessages.tooManyPixels);
    expect(await attachmentsOf(user.userId)).toEqual([]);
  });

  it('refuses a 2.5 MB PNG declaring 50000×50000 (2.5 GB decoded) at once, without decoding it', async () => {
    const user = await registerUser(app);
    const bomb = pngBomb(50_000, 50_000);
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const started = Date.now();
    const reply = await upload(user.token, base64(bomb));
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe(WorkOrderMessages.imageNotAccepted);
    // decoding it would take many seconds and gigabytes; the header alone takes milliseconds
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('still takes an ordinary photo', async () => {
    const user = await registerUser(app);
    const photo = base64(
      await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#7a9' } })
        .jpeg()
        .toBuffer(),
    );
    expect((await upload(user.token, photo)).body.data).toMatchObject({ width: 2000, height: 1500 });
  });
});

describe('work-order picture uploads: per uploader, a minute and a China day', () => {
  it(`a member: ${UPLOAD_QUOTAS.user.perMinute} a minute, then 上传过于频繁 until the minute has passed; another member is not affected`, async () => {
    const [user, other] = [await registerUser(app), await registerUser(app)];
    const data = await tinyJpeg();
    for (let i = 0; i < UPLOAD_QUOTAS.user.perMinute; i += 1) expect((await upload(user.token, data)).body.code).toBe(0);
    const refused = await upload(user.token, data);
    expect(refused.body).toMatchObject({ code: 1, msg: CallerLimitMessages.uploadsTooOften });
    expect(await attachmentsOf(user.userId)).toHaveLength(UPLOAD_QUOTAS.user.perMinute);
    expect((await upload(other.token, data)).body.code).toBe(0);
    clock.advance(MINUTE + 1);
    expect((await upload(user.token, data)).body.code).toBe(0);
  });

  it(`a member: ${UPLOAD_QUOTAS.user.perDay} a China day, then 今日上传数量已达上限 until the next China day`, async () => {
    const user = await registerUser(app);
    const data = await tinyJpeg();
    const dayStart = startOfChinaDay(clock.now());
    // the day's earlier uploads, spread over the morning
    await app.db
      .insertInto('rate_events')
      .values(
        Array.from({ length: UPLOAD_QUOTAS.user.perDay - 1 }, (_, i) => ({
          kind: 'upload',
          subject: `user:${user.userId}`,
          created_at: new Date(dayStart.getTime() + i * 1000),
        })),
      )
      .execute();
    expect((await upload(user.token, data)).body.code).toBe(0);
    expect((await upload(user.token, data)).body).toMatchObject({ code: 1, msg: CallerLimitMessages.uploadsDailyLimit });
    clock.set(new Date(dayStart.getTime() + 24 * 60 * MINUTE + 1));
    expect((await upload(user.token, data)).body.code).toBe(0);
  });

  it(`an operator's reply pictures: ${UPLOAD_QUOTAS.operator.perMinute} a minute`, async () => {
    const operator = await newOperator(app, clock, 'support');
    const data = await tinyJpeg();
    const send = () => call(app, 'POST', '/api/admin/work-orders/attachments', { name: 'reply.jpg', data }, asOperator(operator.token));
    for (let i = 0; i < UPLOAD_QUOTAS.operator.perMinute; i += 1) expect((await send()).body.code).toBe(0);
    expect((await send()).body).toMatchObject({ code: 1, msg: CallerLimitMessages.uploadsTooOften });
  });
});

/** Races need several connections: PGlite's single one would serialise them and hide what this checks. */
(process.env.DATABASE_URL ? describe : describe.skip)('uploads at once (PostgreSQL)', () => {
  it(`lets exactly ${UPLOAD_QUOTAS.user.perMinute} of 25 simultaneous uploads by one member through`, async () => {
    const user = await registerUser(app);
    const data = await tinyJpeg();
    const answers = await Promise.all(Array.from({ length: 25 }, () => upload(user.token, data)));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(UPLOAD_QUOTAS.user.perMinute);
    expect(answers.filter((a) => a.body.msg === CallerLimitMessages.uploadsTooOften)).toHaveLength(25 - UPLOAD_QUOTAS.user.perMinute);
    expect(await attachmentsOf(user.userId)).toHaveLength(UPLOAD_QUOTAS.user.perMinute);
  });
});
