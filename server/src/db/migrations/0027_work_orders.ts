import { sql, type Kysely, type Migration } from 'kysely';

/**
 * 工单管理 and 消息 (issue 21). `work_orders`: a merchant's after-sales request about their parcels
 * (`work_order_parcels`), its conversation with 客服 (`work_order_messages`), and the moments the queue,
 * the unread badges and the dashboard's response times are read from. `work_order_attachments`: pictures
 * kept in the file storage (providers/storage.ts) by key, owned by the user or operator who uploaded them,
 * tied to a work order and a message when first used (and never again). `user_notifications`: the
 * merchant's 消息, one row per cause group (user, source_key), updated in place as more of the same
 * happens (services/notifications); its text is rendered at read time from `kind` and `data`.
 */
export const workOrders: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('work_orders')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('type', 'varchar(24)', (col) =>
        col.notNull().check(sql`type in ('not_picked_up', 'stalled', 'damaged', 'lost', 'intercept', 'change_address', 'compensation_appeal', 'other')`),
      )
      .addColumn('status', 'varchar(24)', (col) => col.notNull().check(sql`status in ('pending', 'processing', 'awaiting_merchant', 'done', 'closed')`))
      .addColumn('assignee_id', 'integer', (col) => col.references('operators.id'))
      .addColumn('claimed_at', 'timestamptz')
      .addColumn('first_reply_at', 'timestamptz')
      .addColumn('first_reply_by', 'integer', (col) => col.references('operators.id'))
      // set when it becomes 已完成 / 已关闭, cleared when it is reopened
      .addColumn('resolved_at', 'timestamptz')
      .addColumn('ended_at', 'timestamptz')
      .addColumn('last_merchant_at', 'timestamptz')
      .addColumn('last_operator_at', 'timestamptz')
      .addColumn('merchant_read_at', 'timestamptz')
      .addColumn('operator_read_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
      .execute();
    await sql`create index work_orders_user_idx on work_orders (user_id, id desc)`.execute(db);
    await db.schema.createIndex('work_orders_queue_idx').on('work_orders').columns(['status', 'id']).execute();
    await db.schema.createIndex('work_orders_assignee_idx').on('work_orders').column('assignee_id').execute();

    await db.schema
      .createTable('work_order_parcels')
      .addColumn('work_order_id', 'integer', (col) => col.notNull().references('work_orders.id'))
      .addColumn('parcel_id', 'bigint', (col) => col.notNull().references('parcels.id'))
      .addPrimaryKeyConstraint('work_order_parcels_pk', ['work_order_id', 'parcel_id'])
      .execute();
    await db.schema.createIndex('work_order_parcels_parcel_idx').on('work_order_parcels').column('parcel_id').execute();

    await db.schema
      .createTable('work_order_messages')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('work_order_id', 'integer', (col) => col.notNull().references('work_orders.id'))
      .addColumn('author', 'varchar(16)', (col) => col.notNull().check(sql`author in ('merchant', 'operator', 'system')`))
      .addColumn('operator_id', 'integer', (col) => col.references('operators.id'))
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('work_order_messages_order_idx').on('work_order_messages').columns(['work_order_id', 'id']).execute();

    await db.schema
      .createTable('work_order_attachments')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('owner_kind', 'varchar(16)', (col) => col.notNull().check(sql`owner_kind in ('user', 'operator')`))
      .addColumn('owner_id', 'integer', (col) => col.notNull())
      // null until the picture is sent with a message
      .addColumn('work_order_id', 'integer', (col) => col.references('work_orders.id'))
      .addColumn('message_id', 'integer', (col) => col.references('work_order_messages.id'))
      .addColumn('storage_key', 'varchar(200)', (col) => col.notNull().unique())
      .addColumn('mime', 'varchar(32)', (col) => col.notNull())
      .addColumn('width', 'integer', (col) => col.notNull().check(sql`width > 0`))
      .addColumn('height', 'integer', (col) => col.notNull().check(sql`height > 0`))
      .addColumn('bytes', 'integer', (col) => col.notNull().check(sql`bytes > 0`))
      .addColumn('sha256', 'char(64)', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('work_order_attachments_message_idx').on('work_order_attachments').column('message_id').execute();

    await db.schema
      .createTable('user_notifications')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('kind', 'varchar(24)', (col) => col.notNull().check(sql`kind in ('parcel_refused', 'compensation', 'work_order', 'withdrawal')`))
      // the cause group: more of the same updates this row instead of adding one
      .addColumn('source_key', 'varchar(64)', (col) => col.notNull())
      .addColumn('data', 'jsonb', (col) => col.notNull())
      .addColumn('link', 'varchar(200)', (col) => col.notNull().defaultTo(''))
      .addColumn('read_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
      .addUniqueConstraint('user_notifications_source', ['user_id', 'source_key'])
      .execute();
    await db.schema.createIndex('user_notifications_list_idx').on('user_notifications').columns(['user_id', 'updated_at', 'id']).execute();
    await sql`create index user_notifications_unread_idx on user_notifications (user_id) where read_at is null`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['user_notifications', 'work_order_attachments', 'work_order_messages', 'work_order_parcels', 'work_orders']) await db.schema.dropTable(table).ifExists().execute();
  },
};
