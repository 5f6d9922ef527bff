import type { Kysely } from 'kysely';
import type { OperatorRole, OperatorStatus } from 'shared-contracts/admin';
import type { Database } from '../db/schema';
import { siteNameOf } from '../lib/data-scope';

export interface AdminOperatorsFilter {
  role?: OperatorRole;
  status?: OperatorStatus;
}

const LIST_COLUMNS = ['id', 'name', 'mobile', 'role', 'disabled_at', 'totp_secret', 'totp_enabled', 'must_change_password', 'last_login_at', 'created_at', 'site_id'] as const;

/** The console's 操作员 page (issue 20): the list, and the changes an admin makes (creation stays on the command line). */
export function adminOperatorsRepository(db: Kysely<Database>) {
  return {
    list(filter: AdminOperatorsFilter) {
      let query = db.selectFrom('operators').select(LIST_COLUMNS).select(siteNameOf('operators.site_id').as('site_name'));
      if (filter.role) query = query.where('role', '=', filter.role);
      if (filter.status === 'active') query = query.where('disabled_at', 'is', null);
      if (filter.status === 'disabled') query = query.where('disabled_at', 'is not', null);
      return query.orderBy('id').execute();
    },

    /** The operator's row, locked for the caller's transaction (a change's "before"). */
    forUpdate(id: number) {
      return db.selectFrom('operators').select(LIST_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
    },

    /**
     * The ids of the enabled admins, their rows locked: two admins demoting or disabling each other at
     * once take turns here, and the second sees the first's change (no admin left is refused).
     */
    async lockActiveAdmins(): Promise<number[]> {
      const rows = await db.selectFrom('operators').select('id').where('role', '=', 'admin').where('disabled_at', 'is', null).orderBy('id').forUpdate().execute();
      return rows.map((row) => row.id);
    },

    async setRole(id: number, role: OperatorRole, at: Date): Promise<void> {
      await db.updateTable('operators').set({ role, updated_at: at }).where('id', '=', id).execute();
    },

    async setDisabled(id: number, disabledAt: Date | null, at: Date): Promise<void> {
      await db.updateTable('operators').set({ disabled_at: disabledAt, updated_at: at }).where('id', '=', id).execute();
    },

    /** Forgets the TOTP enrolment: the next sign-in makes a new secret and shows its QR code again. */
    async clearTotp(id: number, at: Date): Promise<void> {
      await db
        .updateTable('operators')
        .set({
          totp_secret: null,
          totp_enabled: false,
          totp_last_step: null,
          updated_at: at,
        })
        .where('id', '=', id)
        .execute();
    },

    async markSignedIn(id: number, at: Date): Promise<void> {
      await db.updateTable('operators').set({ last_login_at: at }).where('id', '=', id).execute();
    },
  };
}

export type AdminOperatorsRepository = ReturnType<typeof adminOperatorsRepository>;
