import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { OPERATOR_ROLES, can, type OperatorRole } from 'shared-contracts/admin';
import { call } from '../../test-support/harness';
import { app } from '../../test-support/test-app';
import { as, ops, other, withConsoleApp } from '../../test-support/console-app';

withConsoleApp({ second: true });

const picture = (width: number, height: number, colour = '#e34') => sharp({ create: { width, height, channels: 3, background: colour } });
const base64 = (bytes: Buffer) => bytes.toString('base64');
const upload = (role: OperatorRole, body: Record<string, unknown>) => call(app, 'POST', '/api/admin/images', body, as(role));
const served = (server: FastifyInstance, url: string) => server.inject({ method: 'GET', url });
const auditOf = async (hash: string) =>
  (
    await call(app, 'GET', '/api/admin/audit', undefined, {
      ...as('admin'),
      query: { entity: 'image', page_size: '500' },
    })
  ).body.data.list.filter((row: { entity_id: string }) => row.entity_id === hash);

describe('POST /api/admin/images', () => {
  it('answers each role as PERMISSIONS says: admin and ops upload, finance and support 403, no token 401', async () => {
    const data = base64(await picture(20, 20).png().toBuffer());
    for (const role of OPERATOR_ROLES) {
      const reply = await upload(role, {
        purpose: 'goods',
        name: 'a.png',
        data,
      });
      expect([role, reply.status]).toEqual([role, can(role, 'images.write') ? 200 : 403]);
    }
    expect(can('finance', 'images.write') || can('support', 'images.write')).toBe(false);
    expect(
      (
        await call(app, 'POST', '/api/admin/images', {
          purpose: 'goods',
          name: 'a.png',
          data,
        })
      ).status,
    ).toBe(401);
  });

  it('accepts a PNG, resizes it to fit its purpose, stores webp and serves it publicly with a year-long cache, in every process', async () => {
    const png = await picture(1600, 1200).png().toBuffer();
    const reply = await upload('ops', {
      purpose: 'goods',
      name: '礼盒.png',
      data: base64(png),
    });
    expect(reply.body).toMatchObject({
      code: 0,
      msg: '图片已上传',
      data: { width: 800, height: 600 },
    });
    const { url, hash } = reply.body.data as { url: string; hash: string };
    expect(url).toBe(`/api/gift/image/upload/${hash}.webp`);

    for (const server of [app, other]) {
      const image = await served(server, url);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(image.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 600]);
    }

    // the goods can use it: the pics rule takes the same-origin address
    const goods = await call(
      app,
      'POST',
      '/api/admin/goods',
      {
        name: '上传图片的商品',
        price: '2.00',
        weight_g: 100,
        limit: 0,
        stock: 5,
        courier_id: 1,
        shop_id: 1,
        city: '义乌',
        pics: [url],
      },
      as('ops'),
    );
    expect(goods.body).toMatchObject({ code: 0, data: { pics: [url] } });

    const rows = await auditOf(hash);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'image.upload',
      operator_id: ops.ops.id,
      before: null,
      after: {
        purpose: 'goods',
        name: '礼盒.png',
        format: 'png',
        original: '1600×1200',
        url,
        width: 800,
        height: 600,
      },
    });
  });

  it('resizes banners to 1920 wide and logos into 400×120, never enlarging a small picture', async () => {
    const banner = await upload('admin', {
      purpose: 'banner',
      name: 'b.jpg',
      data: base64(await picture(3840, 1000, '#36c').jpeg().toBuffer()),
    });
    expect(banner.body.data).toMatchObject({ width: 1920, height: 500 });
    const logo = await upload('ops', {
      purpose: 'logo',
      name: 'l.webp',
      data: base64(await picture(1000, 1000, '#3a3').webp().toBuffer()),
    });
    expect(logo.body.data).toMatchObject({ width: 120, height: 120 });
    const small = await upload('ops', {
      purpose: 'goods',
      name: 's.gif',
      data: base64(await picture(50, 30, '#999').gif().toBuffer()),
    });
    expect(small.body.data).toMatchObject({ width: 50, height: 30 });
  });

  it('strips metadata (EXIF) and stores the same picture once', async () => {
    const jpeg = await picture(300, 200, '#c63')
      .withExif({ IFD0: { Copyright: 'secret camera owner' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const first = await upload('ops', {
      purpose: 'goods',
      name: 'x.jpg',
      data: base64(jpeg),
    });
    const second = await upload('admin', {
      purpose: 'goods',
      name: 'y.jpg',
      data: base64(jpeg),
    });
    expect(second.body.data.url).toBe(first.body.data.url);
    const image = await served(app, first.body.data.url);
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.exif, meta.icc]).toEqual([undefined, undefined]);
    expect(image.rawPayload.includes(Buffer.from('secret camera owner'))).toBe(false);
    // one row stored, both uploads audited
    expect(await auditOf(first.body.data.hash)).toHaveLength(2);
  });

  it('refuses what is not a picture, whatever its name, in Chinese; nothing is stored or audited', async () => {
    const before = (
      await call(app, 'GET', '/api/admin/audit', undefined, {
        ...as('admin'),
        query: { entity: 'image' },
      })
    ).body.data.data_count;
    const text = await upload('ops', {
      purpose: 'goods',
      name: 'photo.png',
      data: base64(Buffer.from('这不是图片，只是改了扩展名的文本文件\n'.repeat(20))),
    });
    expect(text.body).toMatchObject({
      code: 1,
      msg: '文件不是有效的图片（支持 JPEG、PNG、WebP、GIF）',
    });
    const svg = await upload('ops', {
      purpose: 'logo',
      name: 'logo.png',
      data: base64(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>')),
    });
    expect(svg.body.msg).toBe('文件不是有效的图片（支持 JPEG、PNG、WebP、GIF）');
    const truncated = (await picture(400, 400).png({ compressionLevel: 0 }).toBuffer()).subarray(0, 2000);
    expect(
      (
        await upload('ops', {
          purpose: 'goods',
          name: 't.png',
          data: base64(truncated),
        })
      ).body.msg,
    ).toBe('文件不是有效的图片（支持 JPEG、PNG、WebP、GIF）');
    expect(
      (
        await call(app, 'GET', '/api/admin/audit', undefined, {
          ...as('admin'),
          query: { entity: 'image' },
        })
      ).body.data.data_count,
    ).toBe(before);
  });

  it('refuses a file over 5 MB, a picture over 8000×8000, a bad purpose and bad base64', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 7);
    const tooLarge = await upload('ops', {
      purpose: 'goods',
      name: 'big.png',
      data: base64(big),
    });
    expect([tooLarge.status, tooLarge.body.msg]).toEqual([expect.any(Number), '图片不能超过 5MB']);
    const wide = await upload('ops', {
      purpose: 'banner',
      name: 'w.png',
      data: base64(await picture(8001, 10).png().toBuffer()),
    });
    expect(wide.body.msg).toBe('图片尺寸不能超过 8000×8000 像素');
    const data = base64(await picture(10, 10).png().toBuffer());
    expect((await upload('ops', { purpose: 'avatar', name: 'a.png', data })).body.msg).toBe('图片用途不正确');
    expect(
      (
        await upload('ops', {
          purpose: 'goods',
          name: 'a.png',
          data: 'not base64!',
        })
      ).body.msg,
    ).toBe('图片应为 base64 编码');
    expect((await upload('ops', { purpose: 'goods', name: 'a.png', data: '' })).body.msg).toBe('请选择图片');
  });
});

describe('GET /api/gift/image/upload/:file', () => {
  it('answers 404 for an unknown hash and refuses other names', async () => {
    expect((await served(app, `/api/gift/image/upload/${'0'.repeat(64)}.webp`)).statusCode).toBe(404);
    expect((await served(app, '/api/gift/image/upload/../../etc.webp')).statusCode).not.toBe(200);
    expect((await served(app, `/api/gift/image/upload/${'a'.repeat(64)}.png`)).statusCode).toBe(400);
  });
});
