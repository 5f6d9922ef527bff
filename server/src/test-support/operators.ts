import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { ResultCode } from 'shared-contracts';
import { OPERATOR_ROLES, OPERATOR_TOKEN_HEADER, TOTP_ROLES, type OperatorRole } from 'shared-contracts/admin';
import { CLI_ACTOR } from '../services/audit';
import { call, uniqueIp, uniqueMobile, type TestClock } from './harness';

/** Operator-console test helpers: an operator of a role, signed in (TOTP included), with a token. */
export interface TestOperator {
  id: number;
  mobile: string;
  password: string;
  role: OperatorRole;
  token: string;
}

/** The TOTP secrets the tests have enrolled, by mobile. */
const secrets = new Map<string, string>();

export const totpCode = (secret: string, at: Date) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at.getTime() });

export const asOperator = (token: string) => ({ headers: { [OPERATOR_TOKEN_HEADER]: token } });

/**
 * Signs in (a TOTP role: asks for the code, enrols with the secret on first use, answers the code — each
 * code once, so the clock moves to the next 30-second step first). Returns the token.
 */
export async function signIn(app: FastifyInstance, clock: TestClock, mobile: string, password: string, role: OperatorRole): Promise<string> {
  const ip = uniqueIp();
  const first = await call(app, 'POST', '/api/admin/login', { mobile, password }, { ip });
  if (!TOTP_ROLES.includes(role)) {
    if (first.body.code !== 0) throw new Error(`sign-in failed: ${first.body.msg}`);
    return first.body.data.token;
  }
  if (first.body.code !== ResultCode.TOTP_REQUIRED) throw new Error(`expected the TOTP step: ${first.body.msg}`);
  if (first.body.data.totp_setup) secrets.set(mobile, first.body.data.totp_setup.secret);
  clock.advance(30_000);
  const totp = totpCode(secrets.get(mobile)!, clock.now());
  const second = await call(app, 'POST', '/api/admin/login', { mobile, password, totp }, { ip });
  if (second.body.code !== 0) throw new Error(`TOTP sign-in failed: ${second.body.msg}`);
  return second.body.data.token;
}

/** A new operator of the role, signed in; with `changed` (default) its one-time password already changed. */
export async function newOperator(app: FastifyInstance, clock: TestClock, role: OperatorRole, { changed = true } = {}): Promise<TestOperator> {
  const mobile = uniqueMobile();
  const created = await app.services.operatorAccounts.create({ mobile, name: `测试${role}`, role }, CLI_ACTOR, 'CLI');
  let password = created.password;
  const token = await signIn(app, clock, mobile, password, role);
  if (changed) {
    const next = `New-${role}-pass1`;
    const changedReply = await call(app, 'PUT', '/api/admin/password', { old_password: password, password: next }, asOperator(token));
    if (changedReply.body.code !== 0) throw new Error(`password change failed: ${changedReply.body.msg}`);
    password = next;
  }
  return { id: created.operator.id, mobile, password, role, token };
}

/** One new operator of every role (OPERATOR_ROLES), signed in, by role. */
export async function operatorOfEachRole(app: FastifyInstance, clock: TestClock): Promise<Record<OperatorRole, TestOperator>> {
  return Object.fromEntries(await Promise.all(OPERATOR_ROLES.map(async (role) => [role, await newOperator(app, clock, role)]))) as Record<OperatorRole, TestOperator>;
}
