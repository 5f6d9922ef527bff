import { sql, type Kysely, type Migration } from 'kysely';

/** callback.py's last lines in 开放API接入 as 0036 froze them: the line saying it started came before the bind. */
export const CALLBACK_PY_BEFORE = 'print("回调接收已启动，端口", PORT, flush=True)\nThreadingHTTPServer(("0.0.0.0", PORT), Handler).serve_forever()';
/** The same, binding first: once the line is printed, the port takes callbacks (as callback.mjs's does). */
export const CALLBACK_PY_AFTER =
  'server = ThreadingHTTPServer(("0.0.0.0", PORT), Handler)  # 先绑定端口，再提示已启动\nprint("回调接收已启动，端口", PORT, flush=True)\nserver.serve_forever()';

/**
 * The help article 开放API接入 (0036): its Python callback receiver printed 回调接收已启动 before its server bound
 * the port, so a developer (or a script) that sent a test callback on seeing the line could be refused. Only
 * those lines change, and only where the article still has them as 0036 wrote them: an article an operator
 * has since edited in the console is left as it is.
 */
export const callbackExampleBindsFirst: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`update articles set content = replace(content, ${CALLBACK_PY_BEFORE}, ${CALLBACK_PY_AFTER})
      where title = '开放API接入' and strpos(content, ${CALLBACK_PY_BEFORE}) > 0`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`update articles set content = replace(content, ${CALLBACK_PY_AFTER}, ${CALLBACK_PY_BEFORE})
      where title = '开放API接入' and strpos(content, ${CALLBACK_PY_AFTER}) > 0`.execute(db);
  },
};
