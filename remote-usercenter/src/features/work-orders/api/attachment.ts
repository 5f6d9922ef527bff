import type { WorkOrderAttachment, WorkOrderAttachmentBody } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/**
 * POST /api/user/work-order/attachment — one picture for a work order or a reply, its bytes as base64 in
 * JSON; the answer's id goes into the order's `attachment_ids`. The picture field shows its own progress,
 * so no loading mask.
 */
export const workOrderAttachmentApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    uploadWorkOrderAttachment: b.mutation<WorkOrderAttachment, WorkOrderAttachmentBody>({
      query: (body) => ({ url: '/user/work-order/attachment', method: 'POST', body }),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useUploadWorkOrderAttachmentMutation } = workOrderAttachmentApi;
