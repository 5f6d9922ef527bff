import path from 'node:path';
import { z } from 'zod';
import { OPEN_RATE_PER_MINUTE, parseYuan, REMOTE_NAMES, type RemoteName } from 'shared-contracts';
import { missingProviderEnv, providerEnvNames, sandboxProblems, unknownProviders, type ProviderChoice, type ProviderEnv } from './providers';
import { trustProxyEnv } from './lib/trust-proxy';

/**
 * Environment → configuration. The schema is the single source: `AppConfig` is derived from it.
 * `__dirname` is `server/src` under tsx and `server/dist` in the bundle, so `..` is the package either way.
 */
const PACKAGE_DIR = path.resolve(__dirname, '..');
const REPO_ROOT = path.resolve(PACKAGE_DIR, '..');

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** A Unix socket's path fits in 108 bytes (sun_path), ending NUL included; a little to spare. */
const MAX_SOCKET_PATH = 100;

export const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    /**
     * Listen on this Unix socket instead of HOST:PORT: for a proxy on the same machine (npm run
     * start:cluster). On a stop signal the path is removed at once, so the proxy's next connection fails
     * before anything is sent (it tries another process) while requests on open connections finish.
     */
    LISTEN_SOCKET: optionalText.refine((value) => value === undefined || (path.isAbsolute(value) && Buffer.byteLength(value) <= MAX_SOCKET_PATH), {
      error: `LISTEN_SOCKET 应为绝对路径，最长 ${MAX_SOCKET_PATH} 字节`,
    }),
    /**
     * `development` is the demo mode (`npm start`, `npm test`, the e2e harness): sandbox providers, the
     * SMS outbox, the sandbox cashier. Anything else — unset included — is production.
     */
    APP_ENV: z.string().trim().default('production'),
    DATABASE_URL: optionalText.refine((url) => !url || /^postgres(ql)?:\/\//.test(url), {
      error: 'DATABASE_URL must start with postgres://',
    }),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    /** The sites (main site, sub-stations) the first start seeds the `sites` table with; then the console edits them. */
    SITES_FILE: optionalText,
    SMS_PROVIDER: z.string().trim().min(1).default('sandbox'),
    PAYMENT_PROVIDER: z.string().trim().min(1).default('sandbox'),
    /** 提现打款 (issue 22): the sandbox (pays unless the account contains `fail`) or alipay (providers/alipay-payout). */
    PAYOUT_PROVIDER: z.string().trim().min(1).default('sandbox'),
    COURIER_PROVIDER: z.string().trim().min(1).default('sandbox'),
    SHOP_PLATFORM_PROVIDER: z.string().trim().min(1).default('sandbox'),
    IDENTITY_PROVIDER: z.string().trim().min(1).default('sandbox'),
    TRACKING_PROVIDER: z.string().trim().min(1).default('sandbox'),
    /** 文件存储 (work-order pictures): local disk under DATA_DIR/files (or STORAGE_DIR), or s3. */
    STORAGE_PROVIDER: z.string().trim().min(1).default('local'),
    /** Signs the sandbox gateways' notifications and codes; several processes must share it. */
    SANDBOX_SECRET: z.string().trim().min(16).default('gift-mall-sandbox-secret-not-for-production'),
    /** The demo catalogue on first start (default: on in the demo mode, off in production, which refuses it). */
    DEMO_SEED: z.enum(['0', '1', 'true', 'false']).optional(),
    /** 32 random bytes, base64: seals real names and identity numbers at rest (lib/secret-box.ts). */
    FIELD_ENCRYPTION_KEY: optionalText.refine((key) => !key || Buffer.from(key, 'base64').length === 32, {
      error: 'FIELD_ENCRYPTION_KEY must be 32 bytes, base64 (openssl rand -base64 32)',
    }),
    /** Visitors' catalogue reads cached in memory (on unless 0/false; services/catalogue-cache.ts). */
    CATALOGUE_CACHE: z.enum(['0', '1', 'true', 'false']).optional().transform((value) => value !== '0' && value !== 'false'),
    /** Lets a scraper off this machine read /metrics with `Authorization: Bearer <token>`. */
    METRICS_TOKEN: z.string().trim().min(16, { error: 'METRICS_TOKEN must be at least 16 characters' }).optional(),
    /** 资金调整 (issue 20): an adjustment above this many yuan waits for a second operator's approval. */
    ADJUSTMENT_REVIEW_THRESHOLD_YUAN: z
      .string()
      .trim()
      .default('1000')
      .transform((text, ctx) => {
        const amount = parseYuan(text);
        if (amount === null || amount < 0) {
          ctx.addIssue({ code: 'custom', message: 'ADJUSTMENT_REVIEW_THRESHOLD_YUAN must be an amount in yuan (at most two decimals), 0 or more' });
          return z.NEVER;
        }
        return amount;
      }),
    /** Open API calls one key may make per minute, all processes together (issue 23); more answer 429. */
    OPEN_API_RATE_PER_MINUTE: z.coerce
      .number({ error: 'OPEN_API_RATE_PER_MINUTE must be a whole number of calls, 1 or more' })
      .int({ error: 'OPEN_API_RATE_PER_MINUTE must be a whole number of calls, 1 or more' })
      .positive({ error: 'OPEN_API_RATE_PER_MINUTE must be a whole number of calls, 1 or more' })
      .default(OPEN_RATE_PER_MINUTE),
    STATIC_ROOT: optionalText,
    TRUST_PROXY: trustProxyEnv,
    REMOTE_STOREFRONT_URL: optionalText,
    REMOTE_PURCHASE_URL: optionalText,
    REMOTE_USERCENTER_URL: optionalText,
    REMOTE_HELP_URL: optionalText,
    REMOTE_ADMIN_URL: optionalText,
    REMOTE_SUPPLIER_URL: optionalText,
  })
  .transform((env, ctx) => {
    // a Unix socket has no client address: only the proxy in front can say whose request it is
    if (env.LISTEN_SOCKET && !(typeof env.TRUST_PROXY === 'number' && env.TRUST_PROXY > 0)) {
      ctx.addIssue({ code: 'custom', path: ['LISTEN_SOCKET'], message: '监听 Unix 套接字时需设置 TRUST_PROXY 为代理跳数（如 1）：套接字没有客户端地址，按 IP 的限流要靠代理转发的地址' });
    }
    const remoteUrls: Partial<Record<RemoteName, string>> = {};
    for (const name of REMOTE_NAMES) {
      const url = env[`REMOTE_${name.toUpperCase()}_URL` as `REMOTE_${Uppercase<RemoteName>}_URL`];
      if (url) remoteUrls[name] = url;
    }
    return {
      port: env.PORT,
      host: env.HOST,
      listenSocket: env.LISTEN_SOCKET,
      appEnv: env.APP_ENV,
      isProduction: env.APP_ENV !== 'development',
      databaseUrl: env.DATABASE_URL,
      /** Relative paths are resolved against the process's working directory. */
      dataDir: path.resolve(process.cwd(), env.DATA_DIR),
      sitesFile: env.SITES_FILE ? path.resolve(process.cwd(), env.SITES_FILE) : path.join(PACKAGE_DIR, 'sites.json'),
      /** The provider of each outside service, by name (providers/index.ts). */
      providers: {
        sms: env.SMS_PROVIDER,
        payment: env.PAYMENT_PROVIDER,
        payout: env.PAYOUT_PROVIDER,
        courier: env.COURIER_PROVIDER,
        shopPlatform: env.SHOP_PLATFORM_PROVIDER,
        identity: env.IDENTITY_PROVIDER,
        tracking: env.TRACKING_PROVIDER,
        storage: env.STORAGE_PROVIDER,
      } satisfies ProviderChoice,
      sandboxSecret: env.SANDBOX_SECRET,
      demoSeed: env.DEMO_SEED === undefined ? env.APP_ENV === 'development' : env.DEMO_SEED === '1' || env.DEMO_SEED === 'true',
      metricsToken: env.METRICS_TOKEN,
      /** 资金调整: at or below this (fen) an adjustment is booked at once; above it a second operator approves it. */
      adjustmentReviewThresholdFen: env.ADJUSTMENT_REVIEW_THRESHOLD_YUAN,
      catalogueCache: env.CATALOGUE_CACHE,
      openRatePerMinute: env.OPEN_API_RATE_PER_MINUTE,
      fieldEncryptionKey: env.FIELD_ENCRYPTION_KEY,
      staticRoot: env.STATIC_ROOT ? path.resolve(process.cwd(), env.STATIC_ROOT) : REPO_ROOT,
      /** Proxies whose X-Forwarded-For / -Proto count (lib/trust-proxy.ts): false, a hop count or addresses. */
      trustProxy: env.TRUST_PROXY,
      remoteUrls,
    };
  });

export type AppConfig = z.output<typeof envSchema> & {
  /** The variables the providers read (providers/index.ts: each factory's `requires` and `optional`), as set. */
  providerEnv: ProviderEnv;
};

/** What the providers read of the environment, and nothing else. */
function pickProviderEnv(env: NodeJS.ProcessEnv): ProviderEnv {
  return Object.fromEntries(providerEnvNames().flatMap((name) => (env[name]?.trim() ? [[name, env[name].trim()]] : [])));
}

/**
 * Everything wrong with an environment before the server starts, as one list: variables that do not
 * parse (by name) and, on what does, `startupProblem`'s checks. `config` is null when something is wrong.
 */
export function checkEnvironment(env: NodeJS.ProcessEnv = process.env): { config: AppConfig | null; problem: string | null } {
  const parsed = envSchema.safeParse(env);
  const invalid = parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}：${issue.message}`);
  const badNames = new Set(parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0])));
  // the other checks on what did parse (a bad variable is left at its default)
  const usable = parsed.success ? parsed.data : envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([name]) => !badNames.has(name)))).data;
  const config = usable ? { ...usable, providerEnv: pickProviderEnv(env) } : null;
  const rest = config ? startupProblems({ ...config, embeddedDatabase: !config.databaseUrl }) : [];
  const problems = [...invalid, ...rest];
  if (!problems.length) return { config, problem: null };
  const production = config?.isProduction ?? env.APP_ENV !== 'development';
  return { config: null, problem: refusal(production, problems) };
}

function refusal(production: boolean, problems: string[]): string {
  return `拒绝启动（${production ? '生产环境；演示模式请设置 APP_ENV=development' : 'APP_ENV=development'}）：\n${problems.map((p) => `- ${p}`).join('\n')}`;
}

/** Parses the environment; throws a readable error naming the bad variables. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const details = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`配置错误（环境变量）：${details}`);
  }
  return { ...result.data, providerEnv: pickProviderEnv(env) };
}

type StartupFacts = Pick<AppConfig, 'isProduction' | 'demoSeed'> & {
  providers: Partial<ProviderChoice>;
  providerEnv?: ProviderEnv;
  embeddedDatabase: boolean;
  fieldEncryptionKey?: string;
};

/**
 * Checks that must pass before anything is opened; returns the reasons to refuse (one Chinese sentence
 * each, saying what to configure), or null. Production refuses every sandbox provider, a provider
 * without its variables, the embedded database, the demo seed and a missing field key.
 */
export function startupProblem(config: StartupFacts): string | null {
  const problems = startupProblems(config);
  return problems.length ? refusal(config.isProduction, problems) : null;
}

function startupProblems(config: StartupFacts): string[] {
  const problems = [...unknownProviders(config.providers), ...missingProviderEnv(config.providers, config.providerEnv ?? {})];
  if (config.isProduction) {
    problems.push(...sandboxProblems(config.providers));
    if (config.embeddedDatabase) problems.push('生产环境不能使用内置数据库（未设置 DATABASE_URL），请设置 DATABASE_URL=postgres://… 指向 PostgreSQL 服务器。');
    if (config.demoSeed) problems.push('生产环境不能加载演示数据，请设置 DEMO_SEED=0。');
    if (!config.fieldEncryptionKey) problems.push('生产环境需要设置 FIELD_ENCRYPTION_KEY（32 字节，base64，如 openssl rand -base64 32），用于加密实名信息。');
  }
  return problems;
}
