// The load bench's yardstick: a bare Fastify route that runs the goods list's own SQL (captured from the
// product's repository) on a plain `pg` pool and answers the envelope — no validation, auth, logging,
// serializer or services. PORT and DATABASE_URL from the environment.
import Fastify from 'fastify';
import pg from 'pg';
import { catalogueRepository } from '../src/repositories/catalogue';
import { capturingDb } from './capture-sql';

async function main() {
  // the product's two statements for page 1 of 10 in the default order, as its repository builds them
  const capture = capturingDb((query) => (/count\(\*\)/.test(query.sql) ? [{ data_count: 1000 }] : []));
  await catalogueRepository(capture.db).listGoods({ sort: 'default', order: 'desc', userId: null, site: null }, { page: 1, page_size: 10 });
  const [countQuery, rowsQuery] = capture.queries;
  if (!countQuery || !rowsQuery) throw new Error(`expected a count and a rows query, got ${capture.queries.length}`);

  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const app = Fastify({ logger: false });
  app.get('/api/gift/goods/list', async () => {
    const count = await pool.query(countQuery.sql, [...countQuery.parameters]);
    const rows = await pool.query(rowsQuery.sql, [...rowsQuery.parameters]);
    return { code: 0, msg: '成功', data: { list: rows.rows, page: 1, page_size: 10, data_count: Number(count.rows[0].data_count) } };
  });
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
}

void main();
