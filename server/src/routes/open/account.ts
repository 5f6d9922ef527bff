import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadRegionIndex, recogniseRecipients } from 'recipient-engine/recipients';
import { walletInfo } from 'shared-contracts/schemas';
import { OPEN_BODY_LIMIT } from '../../lib/body-limits';
import { envelopeOf, ok } from '../../lib/envelope';
import { OPEN_CONFIG, OPEN_SECURITY } from './route-options';
import { recipientParseBody, recipientParseResult } from './schemas';
import { callerOf } from './signed-request';

/** The balance, and the recipient-line recogniser of the purchase dialog's typed-entry tab as a call. */
const openAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/balance',
    { config: OPEN_CONFIG, schema: { tags: ['account'], security: OPEN_SECURITY, summary: '余额、累计充值、累计消费（元）', response: { 200: envelopeOf(walletInfo) } } },
    async (request) => ok(await app.services.wallet.info(callerOf(request).userId)),
  );

  app.post(
    '/recipients/parse',
    {
      config: OPEN_CONFIG,
      bodyLimit: OPEN_BODY_LIMIT,
      schema: {
        tags: ['recipients'],
        security: OPEN_SECURITY,
        summary: '识别收件人文本（每行一个收件人，同下单弹窗“手动输入”）：识别出的行与未识别的行及原因',
        body: recipientParseBody,
        response: { 200: envelopeOf(recipientParseResult) },
      },
    },
    async (request) => ok(recogniseRecipients(request.body.text, await loadRegionIndex())),
  );
};

export default openAccountRoutes;
