import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Permission } from 'shared-contracts/admin';
import { adminIdParams, adminMoveBody } from 'shared-contracts/admin/rules';
import { emptyData, envelopeOf, ok } from '../../lib/envelope';
import { writeContextOf } from '../../lib/operator-of';
import type { WriteContext } from '../../services/write-context';

type ConsoleApp = Parameters<FastifyPluginAsyncZod>[0];
type Access = { permission: Permission };

/**
 * The routes of one of the console's collections at `path` (快递, 供货店铺, 分类, 轮播图, 首页区块, 帮助文章, 商品):
 * list, create, edit, move up or down (an ordered collection) and delete, each where the collection has it. A write
 * goes to the service with who writes from where (its audit row) and answers the collection's own message.
 */
export function collectionRoutes<Item extends z.ZodType, Body extends z.ZodType, Patch extends z.ZodType>(
  app: ConsoleApp,
  path: string,
  collection: {
    read: Access;
    write: Access;
    item: Item;
    body: Body;
    patch: Patch;
    /** The OpenAPI summary of each route. */
    summaries: { list?: string; create: string; update: string; move?: string; remove?: string };
    said: { created: string; saved: string; removed?: string };
    list?: () => Promise<z.output<Item>[]>;
    create: (body: z.output<Body>, context: WriteContext) => Promise<z.output<Item>>;
    update: (id: number, patch: z.output<Patch>, context: WriteContext) => Promise<z.output<Item>>;
    move?: (id: number, direction: z.output<typeof adminMoveBody>['direction'], context: WriteContext) => Promise<void>;
    remove?: (id: number, context: WriteContext) => Promise<void>;
  },
): void {
  const { read, write, item, summaries, said, list, move, remove } = collection;
  // requests and answers are checked against the collection's schemas at run time; the type provider cannot follow
  // generic schemas, so the handlers see them as the collection's types
  const schemaOf = (schema: z.ZodType) => schema;
  const tags = ['admin'];
  if (list) {
    app.get(path, { config: read, schema: { tags, summary: summaries.list, response: { 200: envelopeOf(z.array(item)) } } }, async () => ok(await list()));
  }
  app.post(
    path,
    { config: write, schema: { tags, summary: summaries.create, body: schemaOf(collection.body), response: { 200: schemaOf(envelopeOf(item)) } } },
    async (request) => ok(await collection.create(request.body as z.output<Body>, writeContextOf(request)), said.created),
  );
  app.put(
    `${path}/:id`,
    {
      config: write,
      schema: { tags, summary: summaries.update, params: adminIdParams, body: schemaOf(collection.patch), response: { 200: schemaOf(envelopeOf(item)) } },
    },
    async (request) => ok(await collection.update(request.params.id, request.body as z.output<Patch>, writeContextOf(request)), said.saved),
  );
  if (move) {
    app.post(
      `${path}/:id/move`,
      { config: write, schema: { tags, summary: summaries.move, params: adminIdParams, body: adminMoveBody, response: { 200: envelopeOf(emptyData) } } },
      async (request) => {
        await move(request.params.id, request.body.direction, writeContextOf(request));
        return ok({}, '顺序已调整');
      },
    );
  }
  if (remove) {
    app.delete(
      `${path}/:id`,
      { config: write, schema: { tags, summary: summaries.remove, params: adminIdParams, response: { 200: envelopeOf(emptyData) } } },
      async (request) => {
        await remove(request.params.id, writeContextOf(request));
        return ok({}, said.removed);
      },
    );
  }
}
