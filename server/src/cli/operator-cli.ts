import { AdminMessages, ROLE_NAMES, type OperatorRole } from 'shared-contracts/admin';
import { systemClock } from '../lib/clock';
import { createPasswordHasher } from '../lib/password';
import { maskMobile } from '../lib/tokens';
import { auditService, CLI_ACTOR } from '../services/audit';
import { operatorAccountService } from '../services/operators';
import { withCliDatabase, type CliOptions } from './cli-database';

export const OPERATOR_CLI_HELP = `运营账号管理（礼品代发商城运营后台）

用法：
  npm run operator -- create --mobile 13800000000 --name 张三 --role ops
  npm run operator -- create --mobile 13800000001 --name 李四 --role site_owner --site fz.example.com
  npm run operator -- reset-password --mobile 13800000000 [--site fz.example.com]
  npm run operator -- disable --mobile 13800000000 [--site fz.example.com]

角色（--role）：admin 管理员、ops 运营、finance 财务、support 客服（主站后台）；site_owner 分站站长、
site_staff 分站员工（分站后台，须用 --site 指定分站的域名，在该域名的 /admin 登录）。
管理员、财务与分站站长登录时需动态验证码。
create 与 reset-password 在最后一行单独输出一次性密码（只显示这一次），首次登录后须修改密码；
disable 停用账号并立即结束其所有会话。每次操作写入审计日志（操作人 CLI）。

数据库与服务相同：设置了 DATABASE_URL 时用 PostgreSQL；否则用 DATA_DIR 下的内置数据库（PGlite），
此时请先停止服务（npm start）再运行本命令 —— 内置数据库同一时间只能由一个进程打开。`;

/** `--mobile 138…` or `--mobile=138…` → { mobile: '138…' }; the first bare word is the command. */
export function parseArgs(argv: string[]): { command: string | undefined; flags: Record<string, string>; problem: string | null } {
  const flags: Record<string, string> = {};
  let command: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '-h' || arg === '--help') return { command: 'help', flags, problem: null };
    if (arg.startsWith('--')) {
      const [key, inline] = arg.slice(2).split(/=(.*)/s, 2);
      const value = inline ?? argv[i + 1];
      if (value === undefined || (inline === undefined && value.startsWith('--'))) return { command, flags, problem: `缺少 --${key} 的值` };
      if (inline === undefined) i += 1;
      flags[key] = value;
    } else if (command === undefined) command = arg;
    else return { command, flags, problem: `多余的参数：${arg}` };
  }
  return { command, flags, problem: null };
}

/**
 * `npm run operator -- <create|reset-password|disable> …`: returns the exit code (0 done, 1 refused or
 * failed, 2 usage). The one-time password is printed alone on the last line of its output.
 */
export async function operatorCli(argv: string[], options: CliOptions = {}): Promise<number> {
  const out = options.out ?? ((line: string) => console.log(line));
  const err = options.err ?? ((line: string) => console.error(line));
  const { command, flags, problem } = parseArgs(argv);
  if (command === 'help' || command === undefined) {
    (command === 'help' ? out : err)(OPERATOR_CLI_HELP);
    return command === 'help' ? 0 : 2;
  }
  const required: Record<string, string[]> = { create: ['mobile', 'name', 'role'], 'reset-password': ['mobile'], disable: ['mobile'] };
  if (!required[command]) {
    err(`未知命令：${command}\n\n${OPERATOR_CLI_HELP}`);
    return 2;
  }
  const missing = problem ?? required[command].filter((key) => !flags[key]).map((key) => `缺少 --${key}`)[0];
  if (missing) {
    err(`${missing}\n\n${OPERATOR_CLI_HELP}`);
    return 2;
  }

  return withCliDatabase({ db: options.db, err }, async (repos) => {
    const clock = options.clock ?? systemClock;
    const now = () => clock.now();
    const accounts = operatorAccountService({ repos, hasher: createPasswordHasher(options.scrypt), audit: auditService({ repos, now }), now });
    const mobile = flags.mobile.trim();
    // the site whose console: the main site's unless --site names a 分站's domain
    const site = flags.site ? await repos.sites.byDomain(flags.site.trim().toLowerCase()) : { id: await repos.sites.mainId(), is_main: true };
    if (!site) {
      err(AdminMessages.siteUnknown(flags.site));
      return 1;
    }

    if (command === 'create') {
      const { operator, password } = await accounts.create({ siteId: site.id, siteIsMain: site.is_main, mobile, name: flags.name, role: flags.role.trim() }, CLI_ACTOR, 'CLI');
      out(`已创建运营账号：${operator.name}（${ROLE_NAMES[operator.role as OperatorRole]}），手机号 ${maskMobile(operator.mobile)}，编号 ${operator.id}`);
      out(`请在${flags.site ? ` ${flags.site.trim()} 的` : ''} /admin/login 用下面的一次性密码登录（只显示这一次），登录后须修改密码：`);
      out(password);
    } else if (command === 'reset-password') {
      const password = await accounts.resetPassword(site.id, mobile, CLI_ACTOR, 'CLI');
      out(`已重置 ${maskMobile(mobile)} 的密码，其所有会话已结束；登录后须修改密码。新的一次性密码（只显示这一次）：`);
      out(password);
    } else {
      await accounts.disable(site.id, mobile, CLI_ACTOR, 'CLI');
      out(`已停用 ${maskMobile(mobile)}，其所有会话已结束`);
    }
    return 0;
  });
}
