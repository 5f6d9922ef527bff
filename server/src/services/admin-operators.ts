import { isSiteRole, OperatorAdminMessages, TOTP_ROLES, type AdminOperatorRow, type OperatorRole } from 'shared-contracts/admin';
import { chinaText } from 'shared-contracts/china-time';
import { fail, NotFoundError } from '../lib/errors';
import { maskMobile } from '../lib/tokens';
import type { Repositories } from '../repositories';
import type { AdminOperatorsFilter } from '../repositories/admin-operators';
import type { AuditService } from './audit';
import type { WriteContext } from './admin-catalogue';

type Locked = NonNullable<Awaited<ReturnType<Repositories['adminOperators']['forUpdate']>>>;

const status = (row: Pick<Locked, 'disabled_at'>) => (row.disabled_at ? 'disabled' : 'active') as AdminOperatorRow['status'];

/**
 * The console's 操作员 (issue 20, operators.manage: admin only). Creation and password resets stay on the
 * command line (cli/operator-cli.ts); here an admin changes a role, disables or enables an operator and
 * resets the TOTP enrolment — never their own, and never leaving no enabled admin. Each change is one
 * transaction with its audit row (entity `operator`). Disabling and resetting the TOTP end the
 * operator's sessions; so does a role change into a TOTP role (the next sign-in asks for the code).
 */
export function adminOperatorsService({ repos, audit, now }: { repos: Repositories; audit: AuditService; now: () => Date }) {
  async function locked(id: number): Promise<Locked> {
    const row = await repos.adminOperators.forUpdate(id);
    if (!row) throw new NotFoundError(OperatorAdminMessages.notFound);
    return row;
  }

  const snapshot = (row: Locked) => ({
    mobile: row.mobile,
    name: row.name,
    role: row.role,
  });

  return {
    async list(filter: AdminOperatorsFilter): Promise<AdminOperatorRow[]> {
      const rows = await repos.adminOperators.list(filter);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        mobile: maskMobile(row.mobile),
        role: row.role as OperatorRole,
        status: status(row),
        totp_enrolled: row.totp_enabled,
        must_change_password: row.must_change_password,
        last_login_at: row.last_login_at ? chinaText(row.last_login_at) : null,
        created_at: chinaText(row.created_at),
        site_id: row.site_id,
        site_name: row.site_name,
      }));
    },

    async changeRole(id: number, role: OperatorRole, ctx: WriteContext): Promise<void> {
      if (id === ctx.operator.id) throw fail(OperatorAdminMessages.ownRole);
      await repos.transaction(async () => {
        // the admins first, then the target: every change here takes the locks in this order
        const admins = await repos.adminOperators.lockActiveAdmins();
        const before = await locked(id);
        if (before.role === role) throw fail(OperatorAdminMessages.sameRole);
        // a 分站's console keeps 分站 roles, the main site's main roles (issue 32)
        if (isSiteRole(role) !== isSiteRole(before.role as OperatorRole)) throw fail(OperatorAdminMessages.roleOfOtherSite);
        if (before.role === 'admin' && !before.disabled_at && admins.every((admin) => admin === id)) throw fail(OperatorAdminMessages.lastAdmin);
        await repos.adminOperators.setRole(id, role, now());
        // a session that never passed the TOTP step must not carry a role that needs it
        const newlyTotp = TOTP_ROLES.includes(role) && !TOTP_ROLES.includes(before.role as OperatorRole);
        if (newlyTotp) await repos.operators.sessions.removeForOperator(id);
        // not enrolled: the next sign-in changes the password and enrols in the same step (issue 35)
        const mustEnrol = newlyTotp && !before.totp_enabled;
        if (mustEnrol) await repos.operators.requirePasswordChange(id, now());
        await audit.record({
          ...ctx,
          action: 'operator.role',
          entity: 'operator',
          entityId: id,
          before: snapshot(before),
          after: {
            ...snapshot(before),
            role,
            ...(newlyTotp ? { sessions_ended: true } : {}),
            ...(mustEnrol ? { must_change_password: true } : {}),
          },
        });
      });
    },

    async setDisabled(id: number, disabled: boolean, ctx: WriteContext): Promise<void> {
      if (disabled && id === ctx.operator.id) throw fail(OperatorAdminMessages.ownDisable);
      await repos.transaction(async () => {
        const admins = await repos.adminOperators.lockActiveAdmins();
        const before = await locked(id);
        if (disabled && before.disabled_at) throw fail(OperatorAdminMessages.alreadyDisabled);
        if (!disabled && !before.disabled_at) throw fail(OperatorAdminMessages.alreadyEnabled);
        if (disabled && before.role === 'admin' && admins.every((admin) => admin === id)) throw fail(OperatorAdminMessages.lastAdmin);
        const at = now();
        await repos.adminOperators.setDisabled(id, disabled ? at : null, at);
        if (disabled) await repos.operators.sessions.removeForOperator(id);
        await audit.record({
          ...ctx,
          action: disabled ? 'operator.disable' : 'operator.enable',
          entity: 'operator',
          entityId: id,
          before: { ...snapshot(before), status: status(before) },
          after: {
            ...snapshot(before),
            status: disabled ? 'disabled' : 'active',
          },
        });
      });
    },

    async resetTotp(id: number, ctx: WriteContext): Promise<void> {
      if (id === ctx.operator.id) throw fail(OperatorAdminMessages.ownTotp);
      await repos.transaction(async () => {
        const before = await locked(id);
        // a TOTP role that changed its password without enrolling cannot sign in until this reset (issue 35)
        const stuck = TOTP_ROLES.includes(before.role as OperatorRole) && !before.must_change_password;
        if (!before.totp_secret && !before.totp_enabled && !stuck) throw fail(OperatorAdminMessages.totpNotEnrolled);
        await repos.adminOperators.clearTotp(id, now());
        // the next sign-in changes the password and enrols in that session, within 10 minutes (issue 35)
        if (TOTP_ROLES.includes(before.role as OperatorRole)) await repos.operators.requirePasswordChange(id, now());
        await repos.operators.sessions.removeForOperator(id);
        await audit.record({
          ...ctx,
          action: 'operator.totp_reset',
          entity: 'operator',
          entityId: id,
          before: { ...snapshot(before), totp_enrolled: before.totp_enabled },
          after: { ...snapshot(before), totp_enrolled: false, ...(TOTP_ROLES.includes(before.role as OperatorRole) ? { must_change_password: true } : {}) },
        });
      });
    },
  };
}

export type AdminOperatorsService = ReturnType<typeof adminOperatorsService>;
