import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminUploadedImage } from 'shared-contracts/admin';
import { adminImageUploadBody, uploadedImageParams } from 'shared-contracts/admin/rules';
import { BULK_BODY_LIMIT } from '../../lib/body-limits';
import { envelopeOf, ok } from '../../lib/envelope';
import { NotFoundError } from '../../lib/errors';
import { writeContextOf } from '../../lib/operator-of';

const IMAGE_CACHE = 'public, max-age=31536000, immutable';

const uploadedImage = z.object({
  url: z.string(),
  hash: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
}) satisfies z.ZodType<AdminUploadedImage>;

/**
 * Pictures uploaded in the operator console (issue 20): POST needs images.write and is audited
 * (services/images.ts); the stored pictures are public, same origin (the CSP's img-src 'self'), and never
 * change under their URL (content-addressed), so they are cached for a year.
 */
const adminImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.images;

  app.post(
    '/admin/images',
    {
      config: { permission: 'images.write' },
      // 5 MB of picture is about 7 MB of base64
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary: '上传图片（base64；JPEG/PNG/WebP/GIF，不超过 5MB、8000×8000；按用途缩放：商品 800×800 内、横幅宽 1920 内、标志 400×120 内；转为 webp 并去除元数据）',
        body: adminImageUploadBody,
        response: { 200: envelopeOf(uploadedImage) },
      },
    },
    async (request) => ok(await service.upload(request.body, writeContextOf(request)), '图片已上传'),
  );

  app.get(
    '/gift/image/upload/:file',
    {
      config: { public: true },
      schema: {
        tags: ['storefront'],
        summary: '后台上传的图片（webp，形如 <sha256>.webp）',
        params: uploadedImageParams,
      },
    },
    async (request, reply) => {
      const image = await service.find(request.params.file.replace(/\.webp$/, ''));
      if (!image) throw new NotFoundError('图片不存在');
      return reply.header('cache-control', IMAGE_CACHE).type(image.mime).send(image.data);
    },
  );
};

export default adminImagesRoutes;
