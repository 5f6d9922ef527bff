import type { CallRes, SendSmsBody, SmsScene } from 'shared-contracts';
import { api } from 'shared-contracts/app';

export type SendSmsCodeArgs = SendSmsBody & { scene: SmsScene };

/** POST /api/common/sms/{register|login|find-password} — `captcha` and `key` only after a code 80. */
export const sendSmsCodeApi = api.injectEndpoints({
  // Endpoint names are global to the one api slice: a clash must fail loudly in development.
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    sendSmsCode: b.mutation<CallRes<'POST /api/common/sms/login'>, SendSmsCodeArgs>({
      query: ({ scene, ...body }) => ({ url: `/common/sms/${scene}`, method: 'POST', body }),
    }),
  }),
});

export const { useSendSmsCodeMutation } = sendSmsCodeApi;
