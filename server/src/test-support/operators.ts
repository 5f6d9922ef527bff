import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { ResultCode } from 'shared-contracts';
import { OPERATOR_ROLES, OPERATOR_TOKEN_HEADER, TOTP_ROLES, type MainRole, type OperatorRole } from 'shared-contracts/admin';
import { CLI_ACTOR } from '../services/audit';
import { call, uniqueIp, uniqueMobile, type TestClock } from './harness';

/** Operator-console test helpers: an operator of a role, signed in (TOTP included), with a token. */
export interface TestOperator {
  id: number;
  mobile: string;
  password: string;
  role: OperatorRole;
  token: string;
  /** a 分站 operator's Host (its 分站's domain) */
  host?: string;
}

/** The TOTP secrets the tests have enrolled, by mobile. */
const secrets = new Map<string, string>();

/** The TOTP secret an operator enrolled with through these helpers. */
export const enrolledSecret = (mobile: string) => secrets.get(mobile);

export const totpCode = (secret: string, at: Date) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at.getTime() });

/** An operator's request options: its token, and for a 分站's operator the 分站's domain as the Host. */
export const asOperator = (token: string, host?: string) => ({ headers: { [OPERATOR_TOKEN_HEADER]: token, ...(host ? { host } : {}) } });

/** The token of a sign-in's answer: from the body (API clients), else the HttpOnly cookie it set. */
export function tokenOf(reply: { body: { data?: { token?: string } }; headers: Record<string, unknown> }): string {
  if (reply.body.data?.token) return reply.body.data.token;
  const cookies = [reply.headers['set-cookie']].flat().filter((c): c is string => typeof c === 'string');
  const token = cookies.map((c) => /^operator-token=([^;]+)/.exec(c)?.[1]).find(Boolean);
  if (!token) throw new Error('no operator token in the sign-in answer');
  return token;
}

/**
 * Signs in (an enrolled TOTP role: asks for the code and answers it — each code once, so the clock moves to
 * the next 30-second step first). A TOTP role not yet enrolled signs in with its one-time password alone and
 * enrols when it changes it (enrolPassword). Returns the token.
 */
export async function signIn(app: FastifyInstance, clock: TestClock, mobile: string, password: string, role: OperatorRole, host?: string): Promise<string> {
  const ip = uniqueIp();
  const headers = host ? { host } : undefined;
  const first = await call(app, 'POST', '/api/admin/login', { mobile, password }, { ip, headers });
  if (first.body.code === 0) return tokenOf(first);
  if (!TOTP_ROLES.includes(role) || first.body.code !== ResultCode.TOTP_REQUIRED) throw new Error(`sign-in failed: ${first.body.msg}`);
  const secret = secrets.get(mobile);
  if (!secret) throw new Error(`no enrolled TOTP secret for ${mobile}`);
  clock.advance(30_000);
  const second = await call(app, 'POST', '/api/admin/login', { mobile, password, totp: totpCode(secret, clock.now()) }, { ip, headers });
  if (second.body.code !== 0) throw new Error(`TOTP sign-in failed: ${second.body.msg}`);
  return tokenOf(second);
}

/**
 * Changes a signed-in operator's password; while its session enrols (GET /api/admin/totp-setup answers a
 * secret), with the first code, remembering the secret for later sign-ins. Returns the change's answer.
 */
export async function enrolPassword(app: FastifyInstance, clock: TestClock, op: { mobile: string; token: string; host?: string }, oldPassword: string, password: string) {
  const setup = await call(app, 'GET', '/api/admin/totp-setup', undefined, asOperator(op.token, op.host));
  const secret: string | undefined = setup.body.data?.secret;
  const totp = secret ? totpCode(secret, clock.now()) : undefined;
  const reply = await call(app, 'PUT', '/api/admin/password', { old_password: oldPassword, password, ...(totp ? { totp } : {}) }, asOperator(op.token, op.host));
  if (reply.body.code === 0 && secret) secrets.set(op.mobile, secret);
  return reply;
}

/**
 * A new operator of the role, signed in; with `changed` (default) its one-time password already changed (a
 * TOTP role enrolling in the same step). A 分站 role (site_owner, site_staff) needs `site`: the 分站 whose
 * console it is, signed in on its domain.
 */
export async function newOperator(
  app: FastifyInstance,
  clock: TestClock,
  role: OperatorRole,
  { changed = true, site }: { changed?: boolean; site?: { id: number; domain: string } } = {},
): Promise<TestOperator> {
  const mobile = uniqueMobile();
  const siteId = site?.id ?? (await app.repos.sites.mainId());
  const created = await app.services.operatorAccounts.create({ siteId, siteIsMain: !site, mobile, name: `测试${role}`, role }, CLI_ACTOR, 'CLI');
  let password = created.password;
  const token = await signIn(app, clock, mobile, password, role, site?.domain);
  if (changed) {
    const next = `New-${role}-pass1`;
    const changedReply = await enrolPassword(app, clock, { mobile, token, host: site?.domain }, password, next);
    if (changedReply.body.code !== 0) throw new Error(`password change failed: ${changedReply.body.msg}`);
    password = next;
  }
  return { id: created.operator.id, mobile, password, role, token, host: site?.domain };
}

/** One new operator of every role (OPERATOR_ROLES), signed in, by role. */
export async function operatorOfEachRole(app: FastifyInstance, clock: TestClock): Promise<Record<MainRole, TestOperator>> {
  return Object.fromEntries(await Promise.all(OPERATOR_ROLES.map(async (role) => [role, await newOperator(app, clock, role)]))) as Record<MainRole, TestOperator>;
}
