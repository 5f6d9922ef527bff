import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { Messages } from 'shared-contracts';
import {
  AdminMessages,
  ALL_OPERATOR_ROLES,
  isSiteRole,
  OperatorAuthMessages,
  TOTP_ISSUER,
  TOTP_ROLES,
  type OperatorInfo,
  type OperatorLoginBody,
  type OperatorPasswordBody,
  type OperatorRole,
  type TotpEnrolment,
  type TotpRequired,
} from 'shared-contracts/admin';
import { mobileSchema, safeString } from 'shared-contracts/rules';
import { fail } from '../lib/errors';
import type { PasswordHasher } from '../lib/password';
import type { SecretBox } from '../lib/secret-box';
import { maskMobile, newToken, sha256Hex } from '../lib/tokens';
import type { Repositories } from '../repositories';
import type { OperatorRow } from '../repositories/operators';
import type { AuditActor, AuditService } from './audit';
import type { CaptchaService } from './captchas';
import { OPERATOR_ENROLMENT_MS, OPERATOR_SESSION_MS } from './limits';
import { accountSubject, signInGuard } from './sign-in-guard';

/** The signed-in operator of an /api/admin request (`request.operator`). */
export interface AuthOperator {
  id: number;
  /** the site whose console it is (issue 32): its token works on that site's domain only */
  siteId: number;
  /** a main-site operator sees every site's rows; a 分站's only its own (lib/data-scope.ts) */
  siteIsMain: boolean;
  name: string;
  mobile: string;
  role: OperatorRole;
  mustChangePassword: boolean;
  token: string;
  tokenHash: string;
  /**
   * A TOTP role not yet enrolled, signed in with its one-time password (issue 35): the sealed secret issued
   * to this session and when it stops counting (10 minutes after the sign-in); null otherwise.
   */
  enrolment: { sealed: string; until: Date } | null;
}

/** A sign-in's outcome: a session, or the TOTP step (code 61) still to pass. */
export type OperatorLoginOutcome =
  | { kind: 'signed-in'; token: string; must_change_password: boolean }
  | { kind: 'totp-required'; msg: string; data: TotpRequired };

const TOTP_PERIOD = 30;
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** A one-time password: 12 characters without look-alikes (within the 6–20 the password rules allow). */
export function oneTimePassword(): string {
  let password = '';
  for (let i = 0; i < 12; i += 1) password += PASSWORD_ALPHABET[randomInt(0, PASSWORD_ALPHABET.length)];
  return password;
}

/** The TOTP of an operator (SHA-1, 6 digits, 30 s: what every authenticator app reads from the URI). */
export function operatorTotp(secretBase32: string, mobile: string): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label: mobile, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD, secret: Secret.fromBase32(secretBase32) });
}

/** An operator's name: 1–32 characters of safe text (shared-contracts/rules). */
const operatorNameSchema = safeString().trim().min(1).max(32);

/** The subject an operator's sign-in failures are counted under: per site, as accounts are (sign-in-guard.ts). */
const subjectOf = (operator: Pick<OperatorRow, 'site_id' | 'mobile' | 'role'>) => accountSubject({ id: operator.site_id, isMain: !isSiteRole(operator.role as OperatorRole) }, operator.mobile);

const actorOf = (operator: Pick<OperatorRow, 'id' | 'name' | 'role'>): AuditActor => ({ id: operator.id, name: operator.name, role: operator.role as OperatorRole });
const isRole = (role: string): role is OperatorRole => (ALL_OPERATOR_ROLES as readonly string[]).includes(role);
const needsTotp = (role: string) => TOTP_ROLES.includes(role as OperatorRole);

export interface OperatorDeps {
  repos: Repositories;
  hasher: PasswordHasher;
  captchas: CaptchaService;
  /** Seals the TOTP secrets (lib/secret-box.ts). */
  box: SecretBox;
  audit: AuditService;
  now: () => Date;
  /** Real time for the TOTP codes (the demo's business clock may have been moved); `now` when absent. */
  totpNow?: () => Date;
}

/**
 * The operator console's accounts (issue 20): created, reset and disabled from the command line
 * (scripts/operator.ts), signed in with the shop's rules — captcha after failures, the 24-hour password
 * lock — counted apart from shop users, plus a TOTP second factor for TOTP_ROLES. Sessions last 12 hours
 * from sign-in. Sign-in, sign-out, password changes and the command line's actions are audited.
 */
export function operatorService(deps: OperatorDeps) {
  const { repos, hasher, box, audit, now } = deps;

  const { passwordAttempt, beforePassword } = signInGuard(deps, { password: 'operator_password_fail_mobile', mobile: 'operator_login_fail_mobile', ip: 'operator_login_fail_ip' }, AdminMessages.passwordLocked);

  /** The time step of a good code for the secret (one step either side), or null. */
  function codeStep(secretBase32: string, mobile: string, code: string, at: Date): number | null {
    const delta = operatorTotp(secretBase32, mobile).validate({ token: code, timestamp: (deps.totpNow ?? (() => at))().getTime(), window: 1 });
    return delta === null ? null : TOTP.counter({ period: TOTP_PERIOD, timestamp: at.getTime() }) + delta;
  }

  /** The TOTP step of an enrolled operator's sign-in: null when passed, else the code-61 answer. */
  async function totpStep(operator: OperatorRow & { totp_secret: string }, code: string | undefined, at: Date): Promise<{ msg: string; data: TotpRequired; failed: boolean } | null> {
    if (!code) return { msg: AdminMessages.totpRequired, data: {}, failed: false };
    const step = codeStep(box.open(operator.totp_secret), operator.mobile, code, at);
    // each code is accepted once
    if (step !== null && (await repos.operators.acceptTotpStep(operator.id, step, at))) return null;
    return { msg: AdminMessages.totpWrong, data: {}, failed: true };
  }

  return {
    /**
     * Password sign-in with the shop's counts (accounts.ts): failures per mobile and per IP over 15
     * minutes, an image captcha (code 80) from the 4th for a mobile or the 11th from an IP, and the lock
     * after 10 wrong passwords in 24 hours. A disabled operator cannot sign in. For TOTP_ROLES the TOTP
     * code is asked for (code 61, with the enrolment URI until the first good code); a wrong code counts
     * as a failed sign-in.
     */
    async login(site: { id: number; isMain: boolean }, body: OperatorLoginBody, ip: string): Promise<OperatorLoginOutcome> {
      const at = now();
      const provisional = await beforePassword({ ...body, mobile: accountSubject(site, body.mobile) }, ip, at);

      // the console of the site whose domain this is: a main-site operator cannot sign in on a 分站's, nor the reverse
      const operator = await repos.operators.findByMobile(site.id, body.mobile);
      const valid = operator ? await hasher.verify(body.password, operator.password_hash) : (await hasher.dummyVerify(body.password), false);
      if (!operator || !valid) throw fail(Messages.wrongCredentials);
      if (operator.disabled_at) {
        await repos.rateEvents.removeIds(provisional);
        throw fail(AdminMessages.disabled);
      }
      // a TOTP role not yet enrolled (issue 35): only with its one-time password, and its session alone gets the secret to
      // enrol with while changing that password; once changed without enrolling, only an admin's reset lets it in again
      let enrolment: string | null = null;
      if (needsTotp(operator.role) && (!operator.totp_enabled || !operator.totp_secret)) {
        if (!operator.must_change_password) {
          await repos.rateEvents.removeIds(provisional);
          throw fail(OperatorAuthMessages.totpResetNeeded);
        }
        enrolment = box.seal(new Secret({ size: 20 }).base32);
      } else if (needsTotp(operator.role)) {
        const refused = await totpStep(operator as OperatorRow & { totp_secret: string }, body.totp, at);
        if (refused) {
          // no code yet is not a failure; a wrong one is (its provisional events stay)
          if (!refused.failed) await repos.rateEvents.removeIds(provisional);
          return { kind: 'totp-required', msg: refused.msg, data: refused.data };
        }
      }

      // a hash made at an older cost is upgraded now, while the password is at hand
      const rehashed = hasher.needsRehash(operator.password_hash) ? await hasher.hash(body.password) : null;
      const token = newToken();
      await repos.transaction(async () => {
        await repos.rateEvents.removeIds(provisional);
        await repos.rateEvents.clear('operator_login_fail_mobile', subjectOf(operator));
        await repos.rateEvents.clear('operator_password_fail_mobile', subjectOf(operator));
        if (rehashed) await repos.operators.replacePasswordHash(operator.id, operator.password_hash, rehashed);
        await repos.adminOperators.markSignedIn(operator.id, at);
        await repos.operators.sessions.create({
          token_hash: sha256Hex(token),
          operator_id: operator.id,
          ip,
          created_at: at,
          expires_at: new Date(at.getTime() + OPERATOR_SESSION_MS),
          totp_setup: enrolment,
        });
        await audit.record({ operator: actorOf(operator), ip, action: 'login', entity: 'operator', entityId: operator.id, after: { mobile: operator.mobile, ...(enrolment ? { totp_enrolment: true } : {}) } });
      });
      return { kind: 'signed-in', token, must_change_password: operator.must_change_password };
    },

    /** The operator behind a token, or null: unknown, past its 12 hours (then removed), or disabled. */
    async resolve(token: string): Promise<AuthOperator | null> {
      const tokenHash = sha256Hex(token);
      const found = await repos.operators.sessions.findWithOperator(tokenHash);
      if (!found) return null;
      const { session, operator } = found;
      if (session.expires_at.getTime() <= now().getTime()) {
        await repos.operators.sessions.remove(tokenHash);
        return null;
      }
      if (operator.disabled_at || !isRole(operator.role)) return null;
      const enrolling = session.totp_setup !== null && needsTotp(operator.role) && !operator.totp_enabled;
      return {
        id: operator.id,
        siteId: operator.site_id,
        siteIsMain: !isSiteRole(operator.role),
        name: operator.name,
        mobile: operator.mobile,
        role: operator.role,
        mustChangePassword: operator.must_change_password,
        token,
        tokenHash,
        enrolment: enrolling ? { sealed: session.totp_setup!, until: new Date(session.created_at.getTime() + OPERATOR_ENROLMENT_MS) } : null,
      };
    },

    /**
     * GET /api/admin/totp-setup: the secret issued to this session while it enrols (issue 35), null when the
     * operator needs no enrolment; past its 10 minutes refused (sign in again for a new secret).
     */
    totpSetup(auth: AuthOperator): TotpEnrolment | null {
      if (!auth.enrolment) return null;
      if (auth.enrolment.until.getTime() <= now().getTime()) throw fail(OperatorAuthMessages.totpEnrolExpired);
      const totp = operatorTotp(box.open(auth.enrolment.sealed), auth.mobile);
      return { uri: totp.toString(), secret: totp.secret.base32, expires_at: auth.enrolment.until.toISOString() };
    },

    info(operator: AuthOperator): OperatorInfo {
      return { id: operator.id, name: operator.name, mobile: maskMobile(operator.mobile), role: operator.role, must_change_password: operator.mustChangePassword };
    },

    async logout(operator: AuthOperator, ip: string): Promise<void> {
      await repos.transaction(async () => {
        await repos.operators.sessions.remove(operator.tokenHash);
        await audit.record({ operator: actorOf(operator), ip, action: 'logout', entity: 'operator', entityId: operator.id });
      });
    },

    /**
     * Changes the password (10–20 characters for operators, issue 35) and clears must_change_password; every
     * other session of the operator ends. A wrong old password counts toward the lock, as for shop users. A TOTP
     * role not yet enrolled enrols here: the first code of the secret its session was given, within 10 minutes
     * of the sign-in, enables TOTP in the same transaction (audited as operator.totp_enrol).
     */
    async changePassword(auth: AuthOperator, body: OperatorPasswordBody, ip: string): Promise<void> {
      const operator = await repos.operators.findById(auth.id);
      if (!operator) throw fail(Messages.oldPasswordWrong);
      const at = now();
      const enrolling = needsTotp(operator.role) && !operator.totp_enabled;
      // a TOTP role never changes its password without TOTP: enrolled, or enrolling in this session in time
      if (enrolling && !auth.enrolment) throw fail(OperatorAuthMessages.totpResetNeeded);
      if (enrolling && auth.enrolment!.until.getTime() <= at.getTime()) throw fail(OperatorAuthMessages.totpEnrolExpired);
      const attempt = await passwordAttempt(subjectOf(operator), at);
      if (!(await hasher.verify(body.old_password, operator.password_hash))) throw fail(Messages.oldPasswordWrong);
      await repos.rateEvents.removeIds([attempt]);
      if (body.password.normalize('NFKC') === body.old_password.normalize('NFKC')) throw fail(AdminMessages.samePassword);
      let step: number | null = null;
      if (enrolling) {
        if (!body.totp) throw fail(OperatorAuthMessages.totpEnrolRequired);
        step = codeStep(box.open(auth.enrolment!.sealed), operator.mobile, body.totp, at);
        if (step === null) throw fail(AdminMessages.totpWrong);
      }
      const passwordHash = await hasher.hash(body.password);
      await repos.transaction(async () => {
        if (enrolling) {
          // another session of the operator enrolled meanwhile: this secret is void
          if (!(await repos.operators.enrolTotp(operator.id, auth.enrolment!.sealed, step!, at))) throw fail(OperatorAuthMessages.totpResetNeeded);
          await audit.record({ operator: actorOf(operator), ip, action: 'operator.totp_enrol', entity: 'operator', entityId: operator.id, before: { totp_enrolled: false }, after: { totp_enrolled: true } });
        }
        await repos.rateEvents.clear('operator_password_fail_mobile', subjectOf(operator));
        await repos.operators.setPassword(operator.id, passwordHash, false, at);
        await repos.operators.sessions.removeForOperator(operator.id, auth.tokenHash);
        await audit.record({
          operator: actorOf(operator),
          ip,
          action: 'password.change',
          entity: 'operator',
          entityId: operator.id,
          before: { must_change_password: operator.must_change_password },
          after: { must_change_password: false },
        });
      });
    },
  };
}

export type OperatorService = ReturnType<typeof operatorService>;

/**
 * Operator accounts: created, given a new one-time password and disabled — today from the command line
 * (scripts/operator.ts, actor CLI_ACTOR), later from the console's operator management. Each is audited
 * in the transaction that makes the change.
 */
export function operatorAccountService({ repos, hasher, audit, now }: Pick<OperatorDeps, 'repos' | 'hasher' | 'audit' | 'now'>) {
  async function byMobile(siteId: number, mobile: string): Promise<OperatorRow> {
    const operator = await repos.operators.findByMobile(siteId, mobile);
    if (!operator) throw fail(AdminMessages.mobileUnknown);
    return operator;
  }

  return {
    /**
     * Creates an operator of a site's console with a one-time password (returned, never stored) that must be
     * changed: a main role on the main site, a 分站 role (site_owner, site_staff) on a 分站.
     */
    async create(input: { siteId: number; siteIsMain: boolean; mobile: string; name: string; role: string }, actor: AuditActor, ip: string): Promise<{ operator: OperatorRow; password: string }> {
      if (!isRole(input.role)) throw fail(AdminMessages.roleInvalid);
      if (isSiteRole(input.role) === input.siteIsMain) throw fail(isSiteRole(input.role) ? AdminMessages.siteRoleNeedsSite : AdminMessages.mainRoleOnSite);
      const mobile = mobileSchema.safeParse(input.mobile);
      if (!mobile.success) throw fail(mobile.error.issues[0]?.message ?? Messages.badRequest);
      const parsedName = operatorNameSchema.safeParse(input.name);
      if (!parsedName.success) throw fail(AdminMessages.nameInvalid);
      const name = parsedName.data;
      if (await repos.operators.findByMobile(input.siteId, mobile.data)) throw fail(AdminMessages.mobileTaken);
      const password = oneTimePassword();
      const passwordHash = await hasher.hash(password);
      const operator = await repos.transaction(async () => {
        const created = await repos.operators.create({ site_id: input.siteId, mobile: mobile.data, name, role: input.role, password_hash: passwordHash, created_at: now() });
        if (!created) throw fail(AdminMessages.mobileTaken);
        await audit.record({
          operator: actor,
          ip,
          action: 'operator.create',
          entity: 'operator',
          entityId: created.id,
          after: { mobile: created.mobile, name: created.name, role: created.role, site_id: created.site_id },
        });
        return created;
      });
      return { operator, password };
    },

    /** A new one-time password (to be changed at the next sign-in); every session of the operator ends. */
    async resetPassword(siteId: number, mobile: string, actor: AuditActor, ip: string): Promise<string> {
      const operator = await byMobile(siteId, mobile);
      const password = oneTimePassword();
      const passwordHash = await hasher.hash(password);
      await repos.transaction(async () => {
        await repos.operators.setPassword(operator.id, passwordHash, true, now());
        await repos.operators.sessions.removeForOperator(operator.id);
        await repos.rateEvents.clear('operator_password_fail_mobile', subjectOf(operator));
        await repos.rateEvents.clear('operator_login_fail_mobile', subjectOf(operator));
        await audit.record({
          operator: actor,
          ip,
          action: 'operator.reset-password',
          entity: 'operator',
          entityId: operator.id,
          before: { must_change_password: operator.must_change_password },
          after: { must_change_password: true },
        });
      });
      return password;
    },

    /** Disables an operator: no sign-in, and every session ends at once. */
    async disable(siteId: number, mobile: string, actor: AuditActor, ip: string): Promise<void> {
      const operator = await byMobile(siteId, mobile);
      if (operator.disabled_at) throw fail(AdminMessages.alreadyDisabled);
      const at = now();
      await repos.transaction(async () => {
        await repos.operators.disable(operator.id, at);
        await repos.operators.sessions.removeForOperator(operator.id);
        await audit.record({
          operator: actor,
          ip,
          action: 'operator.disable',
          entity: 'operator',
          entityId: operator.id,
          before: { disabled_at: null },
          after: { disabled_at: at },
        });
      });
    },

  };
}

export type OperatorAccountService = ReturnType<typeof operatorAccountService>;
