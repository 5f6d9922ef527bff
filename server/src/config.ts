import path from 'node:path';
import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';
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
      smsProvider: env.SMS_PROVIDER,
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

/** Checks that must pass before anything is opened; returns the reason to refuse, or null. */
export function startupProblem(config: Pick<AppConfig, 'isProduction' | 'smsProvider'>): string | null {
  if (config.isProduction && config.smsProvider === 'sandbox') {
    return '拒绝启动：生产环境（NODE_ENV=production）不能使用沙箱短信服务（SMS_PROVIDER=sandbox），请配置真实的短信服务。';
  }
  return null;
}
