import sharp from 'sharp';
import { CallerLimitMessages } from 'shared-contracts';
import { UPLOAD_QUOTAS } from '../../services/caller-limits';
import { MINUTE } from '../../services/limits';
import { call, testClock } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { asOperator, newOperator } from '../../test-support/operators';
import { gifOfSize, pngBomb } from '../../test-support/pictures';

// Issue 35: the console's 图片上传 (POST /api/admin/images) — the pixels a header may declare (a GIF, which
// is decoded whole, fewer), and each operator's uploads a minute and a day, counted before any decoding.

const clock = testClock();

withTestApp({ clock }, { timeout: 60_000 });

const upload = (token: string, data: Buffer, name = 'a.png') =>
  call(app, 'POST', '/api/admin/images', { purpose: 'banner', name, data: data.toString('base64') }, asOperator(token));
const storedImages = async () => (await app.db.selectFrom('uploaded_images').select('hash').execute()).length;

it('refuses a PNG declaring 49 megapixels and a GIF declaring 25 from the header, storing nothing', async () => {
  const operator = await newOperator(app, clock, 'ops');
  const before = await storedImages();
  expect((await upload(operator.token, pngBomb(7000, 7000))).body).toMatchObject({ code: 1, msg: CallerLimitMessages.tooManyPixels });
  expect((await upload(operator.token, gifOfSize(5000, 5000), 'a.gif')).body).toMatchObject({ code: 1, msg: CallerLimitMessages.gifTooManyPixels });
  expect(await storedImages()).toBe(before);
  // within the caps: a 6000×4000 photo (24 megapixels) and a 3000×3000 GIF
  const photo = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#48c' } })
    .jpeg()
    .toBuffer();
  expect((await upload(operator.token, photo, 'a.jpg')).body.data).toMatchObject({ width: 1920, height: 1280 });
  const gif = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: '#c84' } })
    .gif()
    .toBuffer();
  expect((await upload(operator.token, gif, 'b.gif')).body.data).toMatchObject({ width: 1920, height: 1920 });
});

it(`an operator uploads at most ${UPLOAD_QUOTAS.operator.perMinute} a minute (a refused picture counted too), then 上传过于频繁; another operator is not affected`, async () => {
  const [operator, other] = [await newOperator(app, clock, 'ops'), await newOperator(app, clock, 'ops')];
  const tiny = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#e34' } })
    .png()
    .toBuffer();
  expect((await upload(operator.token, Buffer.from('不是图片'.repeat(10)))).body.code).toBe(1);
  for (let i = 1; i < UPLOAD_QUOTAS.operator.perMinute; i += 1) expect((await upload(operator.token, tiny)).body.code).toBe(0);
  expect((await upload(operator.token, tiny)).body).toMatchObject({ code: 1, msg: CallerLimitMessages.uploadsTooOften });
  expect((await upload(other.token, tiny)).body.code).toBe(0);
  clock.advance(MINUTE + 1);
  expect((await upload(operator.token, tiny)).body.code).toBe(0);
});
