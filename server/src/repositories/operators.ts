import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, OperatorsTable } from '../db/schema';

export type OperatorRow = Selectable<OperatorsTable>;

/** An operator session. */
export interface OperatorSessionRow {
  token_hash: string;
  operator_id: number;
  created_at: Date;
  expires_at: Date;
  /** the sealed TOTP secret this session may enrol with (issue 35), else null */
  totp_setup: string | null;
}

/** What the access check reads of a session's operator (sessions.findWithOperator). */
export type SessionOperator = Pick<OperatorRow, 'id' | 'site_id' | 'mobile' | 'name' | 'role' | 'must_change_password' | 'totp_enabled' | 'disabled_at'>;

/** Operators and their sessions (the operator console, issue 20). */
export function operatorsRepository(db: Kysely<Database>) {
  return {
    /** The operator of a site's console with this mobile (the same mobile may run several sites' consoles). */
    findByMobile(siteId: number, mobile: string): Promise<OperatorRow | undefined> {
      return db.selectFrom('operators').selectAll().where('site_id', '=', siteId).where('mobile', '=', mobile).executeTakeFirst();
    },

    findById(id: number): Promise<OperatorRow | undefined> {
      return db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The new operator, or null when the mobile is taken on that site (also by a concurrent insert). */
    async create(values: { site_id: number; mobile: string; name: string; role: string; password_hash: string; created_at: Date }): Promise<OperatorRow | null> {
      const row = await db
        .insertInto('operators')
        .values({ ...values, must_change_password: true, updated_at: values.created_at })
        .onConflict((oc) => oc.columns(['site_id', 'mobile']).doNothing())
        .returningAll()
        .executeTakeFirst();
      return row ?? null;
    },

    async setPassword(id: number, passwordHash: string, mustChange: boolean, at: Date): Promise<void> {
      await db.updateTable('operators').set({ password_hash: passwordHash, must_change_password: mustChange, updated_at: at }).where('id', '=', id).execute();
    },

    /** Upgrades a hash made at an older scrypt cost, unless the password changed meanwhile. */
    async replacePasswordHash(id: number, oldHash: string, newHash: string): Promise<void> {
      await db.updateTable('operators').set({ password_hash: newHash }).where('id', '=', id).where('password_hash', '=', oldHash).execute();
    },

    async disable(id: number, at: Date): Promise<void> {
      await db.updateTable('operators').set({ disabled_at: at, updated_at: at }).where('id', '=', id).where('disabled_at', 'is', null).execute();
    },

    /** The next sign-in must change the password first (and, for a TOTP role not enrolled, enrols with it: issue 35). */
    async requirePasswordChange(id: number, at: Date): Promise<void> {
      await db.updateTable('operators').set({ must_change_password: true, updated_at: at }).where('id', '=', id).execute();
    },

    /**
     * Accepts a TOTP code's time step once: true when it is later than the last accepted one (and records
     * it, enabling TOTP on the first), false for a replayed or older code — also against a concurrent sign-in.
     */
    async acceptTotpStep(id: number, step: number, at: Date): Promise<boolean> {
      const updated = await db
        .updateTable('operators')
        .set({ totp_last_step: step, totp_enabled: true, updated_at: at })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    /**
     * Enrols an operator with the secret its session was given (issue 35): TOTP enabled, the first code's step
     * accepted — unless another session enrolled it meanwhile (false).
     */
    async enrolTotp(id: number, sealed: string, step: number, at: Date): Promise<boolean> {
      const updated = await db
        .updateTable('operators')
        .set({ totp_secret: sealed, totp_enabled: true, totp_last_step: step, updated_at: at })
        .where('id', '=', id)
        .where('totp_enabled', '=', false)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    sessions: {
      async create(session: { token_hash: string; operator_id: number; ip: string; created_at: Date; expires_at: Date; totp_setup?: string | null }): Promise<void> {
        await db.insertInto('operator_sessions').values(session).execute();
      },

      /**
       * A session with what the access check needs of its operator, in one read: every console request asks
       * it (the pair of reads it replaced was half the queries of the hostile-input walk). A session's operator
       * is always there (the sessions go with it: on delete cascade).
       */
      async findWithOperator(tokenHash: string): Promise<{ session: OperatorSessionRow; operator: SessionOperator } | undefined> {
        const row = await db
          .selectFrom('operator_sessions as s')
          .innerJoin('operators as o', 'o.id', 's.operator_id')
          .select(['s.token_hash', 's.operator_id', 's.created_at', 's.expires_at', 's.totp_setup'])
          .select(['o.id', 'o.site_id', 'o.mobile', 'o.name', 'o.role', 'o.must_change_password', 'o.totp_enabled', 'o.disabled_at'])
          .where('s.token_hash', '=', tokenHash)
          .executeTakeFirst();
        if (!row) return undefined;
        const { token_hash, operator_id, created_at, expires_at, totp_setup, ...operator } = row;
        return { session: { token_hash, operator_id, created_at, expires_at, totp_setup }, operator };
      },

      async remove(tokenHash: string): Promise<void> {
        await db.deleteFrom('operator_sessions').where('token_hash', '=', tokenHash).execute();
      },

      /** Ends every session of an operator, optionally keeping one. */
      async removeForOperator(operatorId: number, keepTokenHash?: string): Promise<void> {
        let query = db.deleteFrom('operator_sessions').where('operator_id', '=', operatorId);
        if (keepTokenHash) query = query.where('token_hash', '<>', keepTokenHash);
        await query.execute();
      },

      async removeExpired(before: Date): Promise<void> {
        await db.deleteFrom('operator_sessions').where('expires_at', '<', before).execute();
      },

      count(operatorId: number): Promise<number> {
        return db
          .selectFrom('operator_sessions')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('operator_id', '=', operatorId)
          .executeTakeFirstOrThrow()
          .then((row) => row.n);
      },
    },
  };
}

export type OperatorsRepository = ReturnType<typeof operatorsRepository>;
