import type { AdminImageUploadBody, AdminUploadedImage } from 'shared-contracts/admin';
import { api } from 'shared-contracts/app';

/** POST /api/admin/images (server/src/routes/admin/images.ts): one picture, base64; the answer's url is stored by the caller. */
export const imagesApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    adminUploadImage: b.mutation<AdminUploadedImage, AdminImageUploadBody>({
      query: (body) => ({ url: '/admin/images', method: 'POST', body }),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useAdminUploadImageMutation } = imagesApi;
