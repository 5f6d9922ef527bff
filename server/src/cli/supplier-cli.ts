import { systemClock } from '../lib/clock';
import { createPasswordHasher } from '../lib/password';
import { maskMobile } from '../lib/tokens';
import { supplierAccountService } from '../services/suppliers/accounts';
import { withCliDatabase, type CliOptions } from './cli-database';
import { parseArgs } from './operator-cli';

export const SUPPLIER_CLI_HELP = `供应商账号管理（礼品代发商城供应商中心）

用法：
  npm run supplier -- create --shop 1 --mobile 13900000000 --name 张三 [--role owner|staff]
  npm run supplier -- reset-password --mobile 13900000000

--shop 为供货店铺编号（/shop/{id}）；--role 默认 owner（负责人，可设置收款账号、申请结算），staff 为员工。
create 与 reset-password 在最后一行单独输出一次性密码（只显示这一次）：在登录框选择「供应商」登录，登录后须修改密码；
reset-password 同时结束该账号的所有会话。

数据库与服务相同：设置了 DATABASE_URL 时用 PostgreSQL；否则用 DATA_DIR 下的内置数据库（PGlite），
此时请先停止服务（npm start）再运行本命令 —— 内置数据库同一时间只能由一个进程打开。`;

/** `npm run supplier -- create …`: 0 done, 1 refused or failed, 2 usage. The one-time password is the last line. */
export async function supplierCli(argv: string[], options: CliOptions = {}): Promise<number> {
  const out = options.out ?? ((line: string) => console.log(line));
  const err = options.err ?? ((line: string) => console.error(line));
  const { command, flags, problem } = parseArgs(argv);
  if (command === 'help' || command === undefined) {
    (command === 'help' ? out : err)(SUPPLIER_CLI_HELP);
    return command === 'help' ? 0 : 2;
  }
  const required: Record<string, string[]> = { create: ['shop', 'mobile', 'name'], 'reset-password': ['mobile'] };
  if (!required[command]) {
    err(`未知命令：${command}\n\n${SUPPLIER_CLI_HELP}`);
    return 2;
  }
  const missing = problem ?? required[command].filter((key) => !flags[key]).map((key) => `缺少 --${key}`)[0];
  const role = (flags.role ?? 'owner').trim();
  const shopId = Number(flags.shop);
  const usage = missing ?? (command === 'create' && (!Number.isInteger(shopId) || shopId <= 0) ? '--shop 应为店铺编号' : role !== 'owner' && role !== 'staff' ? '--role 只能是 owner 或 staff' : null);
  if (usage) {
    err(`${usage}\n\n${SUPPLIER_CLI_HELP}`);
    return 2;
  }

  return withCliDatabase({ db: options.db, err }, async (repos) => {
    const clock = options.clock ?? systemClock;
    const accounts = supplierAccountService({
      repos,
      hasher: createPasswordHasher(options.scrypt),
      // the CLI neither signs in nor sends codes
      smsCodes: undefined as never,
      captchas: undefined as never,
      now: () => clock.now(),
    });
    const mobile = flags.mobile.trim();
    if (command === 'reset-password') {
      const password = await accounts.resetPassword(mobile);
      out(`已重置供应商 ${maskMobile(mobile)} 的密码，其所有会话已结束；登录后须修改密码。新的一次性密码（只显示这一次）：`);
      out(password);
      return 0;
    }
    const { id, password } = await accounts.create({ shopId, mobile, name: flags.name, role: role as 'owner' | 'staff' });
    out(`已创建供应商账号：${flags.name.trim()}（${role === 'owner' ? '负责人' : '员工'}），店铺 ${shopId}，手机号 ${maskMobile(mobile)}，编号 ${id}`);
    out('请在登录框选择「供应商」，用下面的一次性密码登录（只显示这一次），登录后须修改密码：');
    out(password);
    return 0;
  });
}
