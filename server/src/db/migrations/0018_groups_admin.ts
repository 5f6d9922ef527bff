import { sql, type Kysely, type Migration } from 'kysely';

/**
 * 会员等级与充值 in the operator console (issue 20): which of the payment gateway's channels the top-up
 * card offers. Stored as the channels turned off, so a channel a new gateway brings is on until an
 * operator turns it off; the user's recharge info lists only the others and a top-up on one is refused.
 */
export const groupsAdmin: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table recharge_settings add column disabled_channels jsonb not null default '[]'::jsonb check (jsonb_typeof(disabled_channels) = 'array')`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await sql`alter table recharge_settings drop column if exists disabled_channels`.execute(db);
  },
};
