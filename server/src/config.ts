import path from 'node:path';
import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';
import { sandboxProblems, unknownProviders, type ProviderChoice } from './providers';
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

export const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    NODE_ENV: z.string().trim().default('development'),
    DATABASE_URL: optionalText.refine((url) => !url || /^postgres(ql)?:\/\//.test(url), {
      error: 'DATABASE_URL must start with postgres://',
    }),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    SITES_FILE: optionalText,
    SMS_PROVIDER: z.string().trim().min(1).default('sandbox'),
    PAYMENT_PROVIDER: z.string().trim().min(1).default('sandbox'),
    COURIER_PROVIDER: z.string().trim().min(1).default('sandbox'),
    SHOP_PLATFORM_PROVIDER: z.string().trim().min(1).default('sandbox'),
    IDENTITY_PROVIDER: z.string().trim().min(1).default('sandbox'),
    ALIPAY_APP_ID: optionalText,
    /** PEM, or its base64 body; `\n` in the variable reads as a line break. */
    ALIPAY_PRIVATE_KEY: optionalText,
    ALIPAY_PUBLIC_KEY: optionalText,
    ALIPAY_GATEWAY: optionalText,
    /** Signs the sandbox gateways' notifications and codes; several processes must share it. */
    SANDBOX_SECRET: z.string().trim().min(16).default('gift-mall-sandbox-secret-not-for-production'),
    /** The demo catalogue on first start (on unless 0/false; production refuses it). */
    DEMO_SEED: z.enum(['0', '1', 'true', 'false']).optional().transform((value) => value !== '0' && value !== 'false'),
    /** 32 random bytes, base64: seals real names and identity numbers at rest (lib/secret-box.ts). */
    FIELD_ENCRYPTION_KEY: optionalText.refine((key) => !key || Buffer.from(key, 'base64').length === 32, {
      error: 'FIELD_ENCRYPTION_KEY must be 32 bytes, base64 (openssl rand -base64 32)',
    }),
    /** Visitors' catalogue reads cached in memory (on unless 0/false; services/catalogue-cache.ts). */
    CATALOGUE_CACHE: z.enum(['0', '1', 'true', 'false']).optional().transform((value) => value !== '0' && value !== 'false'),
    /** Lets a scraper off this machine read /metrics with `Authorization: Bearer <token>`. */
    METRICS_TOKEN: z.string().trim().min(16, { error: 'METRICS_TOKEN must be at least 16 characters' }).optional(),
    STATIC_ROOT: optionalText,
    TRUST_PROXY: trustProxyEnv,
    REMOTE_STOREFRONT_URL: optionalText,
    REMOTE_PURCHASE_URL: optionalText,
    REMOTE_USERCENTER_URL: optionalText,
    REMOTE_HELP_URL: optionalText,
  })
  .transform((env) => {
    const remoteUrls: Partial<Record<RemoteName, string>> = {};
    for (const name of REMOTE_NAMES) {
      const url = env[`REMOTE_${name.toUpperCase()}_URL` as `REMOTE_${Uppercase<RemoteName>}_URL`];
      if (url) remoteUrls[name] = url;
    }
    return {
      port: env.PORT,
      host: env.HOST,
      nodeEnv: env.NODE_ENV,
      isProduction: env.NODE_ENV === 'production',
      databaseUrl: env.DATABASE_URL,
      /** Relative paths are resolved against the process's working directory. */
      dataDir: path.resolve(process.cwd(), env.DATA_DIR),
      sitesFile: env.SITES_FILE ? path.resolve(process.cwd(), env.SITES_FILE) : path.join(PACKAGE_DIR, 'sites.json'),
      /** The provider of each outside service, by name (providers/index.ts). */
      providers: {
        sms: env.SMS_PROVIDER,
        payment: env.PAYMENT_PROVIDER,
        courier: env.COURIER_PROVIDER,
        shopPlatform: env.SHOP_PLATFORM_PROVIDER,
        identity: env.IDENTITY_PROVIDER,
      } satisfies ProviderChoice,
      sandboxSecret: env.SANDBOX_SECRET,
      credentials: {
        alipay: {
          appId: env.ALIPAY_APP_ID,
          privateKey: env.ALIPAY_PRIVATE_KEY?.replace(/\\n/g, '\n'),
          alipayPublicKey: env.ALIPAY_PUBLIC_KEY?.replace(/\\n/g, '\n'),
          gateway: env.ALIPAY_GATEWAY,
        },
      },
      demoSeed: env.DEMO_SEED,
      metricsToken: env.METRICS_TOKEN,
      catalogueCache: env.CATALOGUE_CACHE,
      fieldEncryptionKey: env.FIELD_ENCRYPTION_KEY,
      staticRoot: env.STATIC_ROOT ? path.resolve(process.cwd(), env.STATIC_ROOT) : REPO_ROOT,
      /** Proxies whose X-Forwarded-For / -Proto count (lib/trust-proxy.ts): false, a hop count or addresses. */
      trustProxy: env.TRUST_PROXY,
      remoteUrls,
    };
  });

export type AppConfig = z.output<typeof envSchema>;

/** Parses the environment; throws a readable error naming the bad variables. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const details = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`配置错误（环境变量）：${details}`);
  }
  return result.data;
}

/**
 * Checks that must pass before anything is opened; returns the reasons to refuse (one Chinese sentence
 * each, saying what to configure), or null. Production refuses every sandbox provider, the embedded
 * database and the demo seed.
 */
export function startupProblem(
  config: Pick<AppConfig, 'isProduction' | 'demoSeed'> & { providers: Partial<ProviderChoice>; embeddedDatabase: boolean; fieldEncryptionKey?: string },
): string | null {
  const problems = unknownProviders(config.providers);
  if (config.isProduction) {
    problems.push(...sandboxProblems(config.providers));
    if (config.embeddedDatabase) problems.push('生产环境不能使用内置数据库（未设置 DATABASE_URL），请设置 DATABASE_URL=postgres://… 指向 PostgreSQL 服务器。');
    if (config.demoSeed) problems.push('生产环境不能加载演示数据，请设置 DEMO_SEED=0。');
    if (!config.fieldEncryptionKey) problems.push('生产环境需要设置 FIELD_ENCRYPTION_KEY（32 字节，base64，如 openssl rand -base64 32），用于加密实名信息。');
  }
  return problems.length ? `拒绝启动（NODE_ENV=${config.isProduction ? 'production' : 'development'}）：\n${problems.map((p) => `- ${p}`).join('\n')}` : null;
}
