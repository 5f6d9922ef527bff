import { sql, type Kysely, type Migration } from 'kysely';

/**
 * TOTP enrolment bound to a session (issue 35): a TOTP role not yet enrolled signs in with its one-time
 * password, and that session — only it — holds the sealed secret to enrol with while changing the password,
 * for 10 minutes after the sign-in. Null on every other session.
 *
 * Operators of a role that needs TOTP only from now on (ops, support) and anyone else not yet enrolled are set to
 * change their password at the next sign-in, so they enrol then with their own password instead of waiting for an
 * admin's 重置动态验证码 (the roles are TOTP_ROLES as of this migration, written out: a migration never changes).
 */
export const operatorEnrolment: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('operator_sessions').addColumn('totp_setup', 'text').execute();
    await sql`update operators set must_change_password = true
      where role in ('admin', 'ops', 'finance', 'support', 'site_owner') and not totp_enabled and disabled_at is null`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('operator_sessions').dropColumn('totp_setup').execute();
  },
};
