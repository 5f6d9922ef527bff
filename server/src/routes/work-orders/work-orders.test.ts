import sharp from 'sharp';
import { WORK_ORDER_IMAGE_MAX_BYTES, WorkOrderMessages } from 'shared-contracts';
import { createLocalStorage } from '../../providers/storage/local';
import { DAY, HOUR, MINUTE } from '../../services/limits';
import { WORK_ORDER_CREATES_PER_HOUR, WORK_ORDER_TOO_OFTEN } from '../../services/work-orders/work-orders';
import { call, tempDir, testClock } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { makeOrder, merchant, recipients, stockUp, ZTO } from '../../test-support/ordering';
import { asOperator, newOperator, type TestOperator } from '../../test-support/operators';

// 工单管理 and 消息, the merchant's side (issue 21): opening a work order about one's own parcels with
// pictures, the conversation and its statuses on the business clock, the unread badges, and the pictures'
// signed addresses. Another user's work order, parcel or picture is 404. Both databases.

const clock = testClock();
const t = (china: string) => new Date(`${china}+08:00`);
const START = '2026-06-01T10:00:00';
let support: TestOperator;

withTestApp({ clock, providers: { storage: createLocalStorage(tempDir('work-order-files-')) } }, { timeout: 120_000 });
beforeAll(async () => {
  // signed in after every moment the tests use: the clock moves back from here, so the session stays good
  clock.set(t('2026-12-31T00:00:00'));
  support = await newOperator(app, clock, 'support');
  clock.set(t(START));
  await stockUp(app, ZTO.id);
}, 120_000);

type User = Awaited<ReturnType<typeof merchant>>;

/** A merchant with `n` dispatched parcels: their 包裹号 and 运单号. */
async function merchantWithParcels(n = 2) {
  const user = await merchant(app, 20 * n);
  const { body } = await makeOrder(app, user.token, ZTO, recipients(n));
  expect(body.code).toBe(0);
  const parcels = await app.db.selectFrom('parcels').select(['id', 'parcel_sn', 'waybill_code']).where('user_id', '=', user.userId).orderBy('id').execute();
  expect(parcels.every((p) => p.waybill_code !== '')).toBe(true);
  return { user, parcels };
}

const base64 = (bytes: Buffer) => bytes.toString('base64');
const picture = (width: number, height: number, colour = '#c63') => sharp({ create: { width, height, channels: 3, background: colour } });
const upload = (user: User, data: string, name = 'photo.jpg') => call(app, 'POST', '/api/user/work-order/attachment', { name, data }, { token: user.token });
async function uploadJpeg(user: User) {
  const { body } = await upload(user, base64(await picture(400, 300).jpeg().toBuffer()));
  expect(body.code).toBe(0);
  return body.data as { id: number; url: string; width: number; height: number; bytes: number };
}
const create = (user: User, body: Record<string, unknown>) => call(app, 'POST', '/api/user/work-order', body, { token: user.token });
const detail = (user: User, id: number) => call(app, 'GET', '/api/user/work-order/detail', undefined, { token: user.token, query: { id: String(id) } });
const list = async (user: User, query: Record<string, string> = {}) => (await call(app, 'GET', '/api/user/work-order/list', undefined, { token: user.token, query })).body.data;
const unread = async (user: User) => (await call(app, 'GET', '/api/user/work-order/unread', undefined, { token: user.token })).body.data;
const post = (user: User, path: string, body: Record<string, unknown>) => call(app, 'POST', `/api/user/work-order/${path}`, body, { token: user.token });
const fetchFile = (url: string) => app.inject({ method: 'GET', url });
const operatorReply = (id: number, content: string, extra: Record<string, unknown> = {}) =>
  call(app, 'POST', `/api/admin/work-orders/${id}/reply`, { content, ...extra }, asOperator(support.token));

async function openOne(user: User, parcelSn: string) {
  const { body } = await create(user, { type: 'stalled', content: '物流三天没有更新', parcels: [parcelSn] });
  expect(body.code).toBe(0);
  return body.data.id as number;
}

describe('opening a work order', () => {
  it('takes the merchant’s parcels by 包裹号 or 运单号 and pictures; lists it; the detail shows parcels and the conversation', async () => {
    clock.set(t(START));
    const { user, parcels } = await merchantWithParcels(2);
    const [a, b] = [await uploadJpeg(user), await uploadJpeg(user)];
    const { body } = await create(user, {
      type: 'damaged',
      content: '  收件人说外箱破损，里面的杯子碎了  ',
      parcels: [parcels[0].parcel_sn, parcels[1].waybill_code],
      attachment_ids: [a.id, b.id],
    });
    expect(body).toMatchObject({ code: 0, msg: WorkOrderMessages.created });
    const id = body.data.id;
    expect(body.data).toMatchObject({
      work_order_sn: `GD260601${String(id).padStart(6, '0')}`,
      type: 'damaged',
      type_name: '破损',
      status: 'pending',
      status_name: '待处理',
      summary: '收件人说外箱破损，里面的杯子碎了',
      parcel_sns: [parcels[0].parcel_sn, parcels[1].parcel_sn],
      unread: false,
      can_reply: true,
      can_close: true,
      can_reopen: false,
      reopen_until: '',
      created_at: '2026-06-01 10:00:00',
    });
    expect(body.data.parcels).toEqual([
      expect.objectContaining({ id: Number(parcels[0].id), parcel_sn: parcels[0].parcel_sn, waybill_code: parcels[0].waybill_code, consignee: '张三', compensation: null, track_state_name: expect.any(String) }),
      expect.objectContaining({ id: Number(parcels[1].id), parcel_sn: parcels[1].parcel_sn }),
    ]);
    expect(body.data.messages).toEqual([
      {
        id: expect.any(Number),
        author: 'merchant',
        author_name: '',
        content: '收件人说外箱破损，里面的杯子碎了',
        attachments: [expect.objectContaining({ id: a.id, width: 400, height: 300 }), expect.objectContaining({ id: b.id })],
        created_at: '2026-06-01 10:00:00',
      },
    ]);

    const page = await list(user);
    expect(page).toMatchObject({ data_count: 1, list: [{ id, work_order_sn: body.data.work_order_sn, status: 'pending', unread: false }] });
    expect(await list(user, { status: 'done' })).toMatchObject({ data_count: 0 });
    expect(await list(user, { type: 'damaged' })).toMatchObject({ data_count: 1 });

    // a picture is used once
    const reused = await create(user, { type: 'other', content: '再来一次', parcels: [parcels[0].parcel_sn], attachment_ids: [a.id] });
    expect([reused.status, reused.body.msg]).toEqual([404, WorkOrderMessages.imageNotFound]);
    expect((await list(user)).data_count).toBe(1);
  });

  it('refuses parcels that are not the caller’s, bodies out of the rules, and more than 6 pictures', async () => {
    const { user, parcels } = await merchantWithParcels(1);
    const other = await merchantWithParcels(1);
    const theirs = await create(user, { type: 'lost', content: '丢件', parcels: [parcels[0].parcel_sn, other.parcels[0].parcel_sn] });
    expect([theirs.status, theirs.body.msg]).toEqual([404, WorkOrderMessages.parcelNotFound(other.parcels[0].parcel_sn)]);
    const unknown = await create(user, { type: 'lost', content: '丢件', parcels: ['P-NOPE'] });
    expect([unknown.status, unknown.body.msg]).toEqual([404, WorkOrderMessages.parcelNotFound('P-NOPE')]);
    expect((await create(user, { type: 'lost', content: '丢件', parcels: [] })).body.msg).toBe(WorkOrderMessages.parcelsRequired);
    expect((await create(user, { type: 'nope', content: '丢件', parcels: [parcels[0].parcel_sn] })).body.msg).toBe(WorkOrderMessages.typeRequired);
    expect((await create(user, { type: 'lost', content: '   ', parcels: [parcels[0].parcel_sn] })).body.msg).toBe(WorkOrderMessages.contentRequired);
    expect((await create(user, { type: 'lost', content: '字'.repeat(2001), parcels: [parcels[0].parcel_sn] })).body.msg).toBe(WorkOrderMessages.contentTooLong);
    expect((await create(user, { type: 'lost', content: '丢件', parcels: [parcels[0].parcel_sn], attachment_ids: [1, 2, 3, 4, 5, 6, 7] })).body.msg).toBe(WorkOrderMessages.tooManyImages);
    // another user's picture
    const theirPicture = await uploadJpeg(other.user);
    const stolen = await create(user, { type: 'lost', content: '丢件', parcels: [parcels[0].parcel_sn], attachment_ids: [theirPicture.id] });
    expect([stolen.status, stolen.body.msg]).toEqual([404, WorkOrderMessages.imageNotFound]);
    expect((await list(user)).data_count).toBe(0);
    expect((await create({ ...user, token: 'x'.repeat(43) }, { type: 'lost', content: '丢件', parcels: [parcels[0].parcel_sn] })).status).toBe(401);
  });

  it('another user’s work order is 404 on every call', async () => {
    const { user, parcels } = await merchantWithParcels(1);
    const other = await merchant(app);
    const id = await openOne(user, parcels[0].parcel_sn);
    for (const reply of [
      await detail(other, id),
      await post(other, 'reply', { id, content: '我来回复' }),
      await post(other, 'close', { id }),
      await post(other, 'reopen', { id }),
    ]) {
      expect([reply.status, reply.body.msg]).toEqual([404, WorkOrderMessages.notFound]);
    }
    expect((await list(other)).data_count).toBe(0);
    expect((await detail(user, 99_999_999)).status).toBe(404);
  });
});

describe('the create limit', () => {
  it('takes 20 new work orders an hour from one merchant, refuses the 21st, and takes it again an hour later', async () => {
    clock.set(t('2026-06-20T10:00:00'));
    const { user, parcels } = await merchantWithParcels(1);
    for (let i = 0; i < WORK_ORDER_CREATES_PER_HOUR; i += 1) expect((await create(user, { type: 'other', content: `问题 ${i}`, parcels: [parcels[0].parcel_sn] })).body.code).toBe(0);
    const refused = await create(user, { type: 'other', content: '再一个', parcels: [parcels[0].parcel_sn] });
    expect(refused.body).toMatchObject({ code: 1, msg: WORK_ORDER_TOO_OFTEN });
    expect((await list(user)).data_count).toBe(WORK_ORDER_CREATES_PER_HOUR);
    clock.advance(HOUR);
    expect((await create(user, { type: 'other', content: '再一个', parcels: [parcels[0].parcel_sn] })).body.code).toBe(0);
  });
});

describe('pictures, by their content', () => {
  let user: User;
  beforeAll(async () => {
    user = await merchant(app);
  });

  it('refuses a text file named .png, a GIF, an empty file and one byte over 5 MB', async () => {
    const text = await upload(user, base64(Buffer.from('这不是图片，只是文字 '.repeat(20))), 'fake.png');
    expect([text.status, text.body.msg]).toEqual([400, WorkOrderMessages.imageNotAccepted]);
    const gif = await upload(user, base64(await picture(40, 40).gif().toBuffer()), 'a.jpg');
    expect([gif.status, gif.body.msg]).toEqual([400, WorkOrderMessages.imageNotAccepted]);
    const empty = await upload(user, '', 'a.jpg');
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe(WorkOrderMessages.imageEmpty);
    // a real JPEG padded past the limit
    const jpeg = await picture(100, 100).jpeg().toBuffer();
    const big = Buffer.concat([jpeg, Buffer.alloc(WORK_ORDER_IMAGE_MAX_BYTES + 1 - jpeg.length)]);
    const tooLarge = await upload(user, base64(big));
    expect([tooLarge.status, tooLarge.body.msg]).toEqual([400, WorkOrderMessages.imageTooLarge]);
    expect(await app.db.selectFrom('work_order_attachments').select('id').where('owner_id', '=', user.userId).where('owner_kind', '=', 'user').execute()).toEqual([]);
  });

  it('accepts PNG and WebP; turns a JPEG upright and stores it as webp without its EXIF (GPS included), within 2000×2000', async () => {
    expect((await upload(user, base64(await picture(30, 20).png().toBuffer()), 'a.png')).body.data).toMatchObject({ width: 30, height: 20 });
    expect((await upload(user, base64(await picture(30, 20).webp().toBuffer()), 'a.webp')).body.data).toMatchObject({ width: 30, height: 20 });

    const jpeg = await picture(3000, 1500)
      .withExif({ IFD0: { Make: 'PhoneCo', Copyright: 'where I live' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 15/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '120/1 10/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const exif = (await sharp(jpeg).metadata()).exif!;
    // the GPS IFD pointer (tag 0x8825) is there before
    expect(exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]))).toBe(true);
    const { body } = await upload(user, base64(jpeg), 'IMG_0001.JPG');
    expect(body.code).toBe(0);
    // rotated a quarter turn by its orientation, then fit inside 2000×2000
    expect(body.data).toMatchObject({ width: 1000, height: 2000 });
    const served = await fetchFile(body.data.url);
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.icc, meta.orientation]).toEqual(['webp', 1000, 2000, undefined, undefined, undefined]);
    expect(served.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('where I live'))).toBe(false);
    const row = await app.db.selectFrom('work_order_attachments').selectAll().where('id', '=', body.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ owner_kind: 'user', owner_id: user.userId, mime: 'image/webp', work_order_id: null, message_id: null, bytes: served.rawPayload.length });
    expect(row.storage_key).toMatch(/^work-orders\/2026\/\d{2}\/[0-9a-f]{32}\.webp$/);
  });
});

describe('signed picture addresses', () => {
  it('serve the picture for an hour; a tampered, expired, unsigned or unknown address is 404', async () => {
    clock.set(t(START));
    const user = await merchant(app);
    const picture = await uploadJpeg(user);
    const url = new URL(picture.url, 'http://x');
    expect(url.pathname).toBe(`/api/files/work-order/${picture.id}`);
    const ok = await fetchFile(picture.url);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers).toMatchObject({ 'content-type': 'image/webp', 'cache-control': 'private, max-age=3600', 'x-content-type-options': 'nosniff' });

    const signature = url.searchParams.get('signature')!;
    const expires = Number(url.searchParams.get('expires'));
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    for (const bad of [
      `/api/files/work-order/${picture.id}?expires=${expires}&signature=${flipped}`,
      `/api/files/work-order/${picture.id}?expires=${expires + 3600}&signature=${signature}`,
      `/api/files/work-order/${picture.id + 1}?expires=${expires}&signature=${signature}`,
      `/api/files/work-order/${picture.id}`,
      `/api/files/work-order/${picture.id}?expires=${expires}&signature=short`,
      `/api/files/work-order/999999?expires=${expires}&signature=${signature}`,
    ]) {
      const reply = await fetchFile(bad);
      expect([bad, reply.statusCode, reply.json().msg]).toEqual([bad, 404, '图片不存在']);
    }
    // valid for at least an hour; gone once its expiry has passed (business clock)
    clock.advance(HOUR);
    expect((await fetchFile(picture.url)).statusCode).toBe(200);
    clock.set(new Date(expires * 1000 + 1000));
    expect((await fetchFile(picture.url)).statusCode).toBe(404);
  });
});

describe('the conversation and its statuses', () => {
  it('客服 replies → badge 1 → the merchant opens it → 0; the merchant replies back to 处理中; 客服’s name never shown', async () => {
    clock.set(t(START));
    const { user, parcels } = await merchantWithParcels(1);
    const id = await openOne(user, parcels[0].parcel_sn);
    expect(await unread(user)).toEqual({ work_orders: 0, notifications: 0 });

    expect((await call(app, 'POST', `/api/admin/work-orders/${id}/claim`, {}, asOperator(support.token))).body.code).toBe(0);
    expect((await detail(user, id)).body.data.status).toBe('processing');
    clock.advance(HOUR);
    expect((await operatorReply(id, '已联系快递核实，请稍候')).body.code).toBe(0);

    expect(await unread(user)).toEqual({ work_orders: 1, notifications: 1 });
    expect((await list(user)).list[0]).toMatchObject({ id, unread: true, status: 'awaiting_merchant', status_name: '待商家回复' });
    const sn = (await list(user)).list[0].work_order_sn;
    const notices = (await call(app, 'GET', '/api/user/notification/list', undefined, { token: user.token })).body.data.list;
    expect(notices).toEqual([expect.objectContaining({ kind: 'work_order', content: `工单 ${sn} 有新的客服回复`, link: `/user-center/merchant-news?id=${id}`, read: false })]);

    const opened = (await detail(user, id)).body.data;
    expect(opened.messages.map((m: { author: string; author_name: string; content: string }) => [m.author, m.author_name, m.content])).toEqual([
      ['merchant', '', '物流三天没有更新'],
      ['operator', '客服', '已联系快递核实，请稍候'],
    ]);
    expect(JSON.stringify(opened)).not.toContain('测试support');
    expect(await unread(user)).toEqual({ work_orders: 0, notifications: 0 });

    const replied = await post(user, 'reply', { id, content: '好的，谢谢' });
    expect(replied.body).toMatchObject({ code: 0, msg: WorkOrderMessages.replied, data: { status: 'processing' } });
    // two replies unread count as one notification saying 2
    clock.advance(MINUTE);
    await operatorReply(id, '快递已找到包裹');
    await operatorReply(id, '明天派送');
    expect((await call(app, 'GET', '/api/user/notification/list', undefined, { token: user.token })).body.data.list[0].content).toBe(`工单 ${sn} 有 2 条新的客服回复`);
    expect(await unread(user)).toEqual({ work_orders: 1, notifications: 1 });
  });

  it('an unclaimed work order goes back to 待处理 on the merchant’s reply; closing ends it; a reply to an ended one is refused', async () => {
    clock.set(t(START));
    const { user, parcels } = await merchantWithParcels(1);
    const id = await openOne(user, parcels[0].parcel_sn);
    expect((await post(user, 'reply', { id, content: '补充：收件人电话打不通' })).body.data.status).toBe('pending');
    const reopenEarly = await post(user, 'reopen', { id });
    expect([reopenEarly.status, reopenEarly.body.msg]).toEqual([400, WorkOrderMessages.notEnded]);

    const closed = await post(user, 'close', { id });
    expect(closed.body).toMatchObject({ code: 0, msg: WorkOrderMessages.closed, data: { status: 'closed', can_reply: false, can_close: false, can_reopen: true, reopen_until: '2026-06-08 10:00:00' } });
    expect(closed.body.data.messages.at(-1)).toMatchObject({ author: 'system', content: '商家已关闭工单' });
    const late = await post(user, 'reply', { id, content: '还在吗' });
    expect([late.status, late.body.msg]).toEqual([400, WorkOrderMessages.ended]);
    const again = await post(user, 'close', { id });
    expect([again.status, again.body.msg]).toEqual([400, WorkOrderMessages.alreadyEnded]);
  });

  it('reopens within 7 days of the end by the business clock: 7 days minus 1 s yes, plus 1 s no', async () => {
    clock.set(t(START));
    const { user, parcels } = await merchantWithParcels(2);
    const first = await openOne(user, parcels[0].parcel_sn);
    const second = await openOne(user, parcels[1].parcel_sn);
    await call(app, 'POST', `/api/admin/work-orders/${first}/claim`, {}, asOperator(support.token));
    await call(app, 'POST', `/api/admin/work-orders/${first}/status`, { status: 'done' }, asOperator(support.token));
    await post(user, 'close', { id: second });

    // the merchant's session slides on use: keep it alive over the week
    clock.advance(3 * DAY);
    await list(user);
    clock.set(new Date(t(START).getTime() + 7 * DAY - 1000));
    expect((await detail(user, first)).body.data).toMatchObject({ status: 'done', can_reopen: true, reopen_until: '2026-06-08 10:00:00' });
    const reopened = await post(user, 'reopen', { id: first });
    expect(reopened.body).toMatchObject({ code: 0, msg: WorkOrderMessages.reopened, data: { status: 'processing', can_reply: true, can_reopen: false, reopen_until: '' } });
    expect((await app.db.selectFrom('work_orders').select(['ended_at', 'resolved_at']).where('id', '=', first).executeTakeFirstOrThrow())).toEqual({ ended_at: null, resolved_at: null });

    clock.set(new Date(t(START).getTime() + 7 * DAY + 1000));
    expect((await detail(user, second)).body.data).toMatchObject({ status: 'closed', can_reopen: false });
    const expired = await post(user, 'reopen', { id: second });
    expect([expired.status, expired.body.msg]).toEqual([400, WorkOrderMessages.reopenExpired]);
  });
});
