import { z } from 'zod';
import { MOBILE_RE } from './account-text';
import { safeString } from './safe-text';

/** The sub-station application form (/substations-join): one schema for the form and the server. */
export const SubstationMessages = {
  nameRequired: '请输入联系人姓名',
  nameTooLong: '联系人姓名最多20个字',
  mobileRequired: '请输入手机号',
  mobileInvalid: '请输入正确的手机号',
  cityRequired: '请输入所在城市',
  cityTooLong: '城市名称最多20个字',
  companyTooLong: '公司或店铺名称最多50个字',
  messageTooLong: '补充说明最多500个字',
  submitted: '申请已提交，招商顾问会在1个工作日内与您联系',
  tooMany: '提交过于频繁，请稍后再试',
} as const;

const text = (required: string, max: number, tooLong: string) => safeString({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

export const substationApplicationBody = z.object({
  name: text(SubstationMessages.nameRequired, 20, SubstationMessages.nameTooLong),
  mobile: safeString({ error: SubstationMessages.mobileRequired }).trim().min(1, { error: SubstationMessages.mobileRequired }).regex(MOBILE_RE, { error: SubstationMessages.mobileInvalid }),
  city: text(SubstationMessages.cityRequired, 20, SubstationMessages.cityTooLong),
  company: safeString().trim().max(50, { error: SubstationMessages.companyTooLong }).default(''),
  message: safeString().trim().max(500, { error: SubstationMessages.messageTooLong }).default(''),
});

export type SubstationApplication = z.input<typeof substationApplicationBody>;
