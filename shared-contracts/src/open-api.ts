/** API设置 (issue 23): the wire types, inferred from ./schemas/open-api.ts, and the texts. */
import type { z } from 'zod';
import type { apiKey, apiSetting, apiSettingBody, callbackDelivery, callbackDeliveryQuery, callbackResendBody, callbackTestResult } from './schemas/open-api';

export * from './open-api-texts';

export type ApiSetting = z.output<typeof apiSetting>;
export type ApiSettingBody = z.input<typeof apiSettingBody>;
export type ApiKey = z.output<typeof apiKey>;
export type CallbackTestResult = z.output<typeof callbackTestResult>;
export type CallbackDelivery = z.output<typeof callbackDelivery>;
export type CallbackDeliveryQuery = z.input<typeof callbackDeliveryQuery>;
export type CallbackResendBody = z.input<typeof callbackResendBody>;
