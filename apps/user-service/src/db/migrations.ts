import { type Kysely, sql } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';

// Migrations are code, listed in order; Kysely records which ran in its own table.

const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kid', 'text', (c) => c.notNull().unique())
      .addColumn('portal_type', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('username_key', 'text', (c) => c.notNull())
      .addColumn('id_number', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('surname', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('mobile_no', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('customer_no', 'text')
      .addColumn('company_name', 'text')
      .addColumn('company_reg_no', 'text')
      .addColumn('cipc_name', 'text')
      .addColumn('sbsa_dealer_code', 'text')
      .addColumn('dealer_group_id', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addUniqueConstraint('users_username_unique', ['portal_type', 'username_key'])
      .addUniqueConstraint('users_id_number_unique', ['portal_type', 'id_number'])
      .execute();
    await db.schema
      .createTable('admins')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('portal_type', 'text', (c) => c.notNull())
      .addColumn('admin_username', 'text', (c) => c.notNull())
      .addColumn('username_key', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addUniqueConstraint('admins_username_unique', ['portal_type', 'username_key'])
      .execute();
    await db.schema
      .createTable('finance_customers')
      .addColumn('id_number', 'text', (c) => c.primaryKey())
      .addColumn('customer_no', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('surname', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('mobile_no', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('dealer_groups')
      .addColumn('mq_dealer_group_id', 'text', (c) => c.primaryKey())
      .addColumn('dealer_group_name', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('otp_challenges')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('consumed_at', 'timestamptz')
      .addColumn('voided_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('otp_challenges_user_purpose')
      .on('otp_challenges')
      .columns(['user_id', 'purpose', 'created_at'])
      .execute();
    await db.schema
      .createTable('throttles')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('window_start', 'timestamptz', (c) => c.notNull())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('flow_grants')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('flow', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('flow_grants_pk', ['user_id', 'flow'])
      .execute();
    await db.schema
      .createTable('captcha_uses')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('used_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('at', 'timestamptz', (c) => c.notNull())
      .addColumn('event', 'text', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('portal_type', 'text')
      .addColumn('user_id', 'text')
      .addColumn('client', 'text')
      .execute();
    await db.schema
      .createTable('dev_outbox')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('code', 'text')
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await sql`create index dev_outbox_recipient on dev_outbox (recipient, id desc)`.execute(db);
  },
};

/** Issue 17: flow handles, so a reloaded tab resumes its flow (see security/flow-handles.ts). */
const flowHandles: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('flow_handles')
      .addColumn('handle_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('portal_type', 'text', (c) => c.notNull())
      .addColumn('flow', 'text', (c) => c.notNull())
      .addColumn('channel', 'text')
      .addColumn('resend_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('ended_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('flow_handles_user_flow')
      .on('flow_handles')
      .columns(['user_id', 'flow'])
      .execute();
    await db.schema
      .createIndex('flow_handles_expires')
      .on('flow_handles')
      .column('expires_at')
      .execute();
  },
};

/**
 * Ending a user's live handle (every sign-in check does, see security/flow-handles.ts) looked it
 * up by (user_id, flow) and then skipped that user's ended handles one by one: each is kept a day
 * after it expires, so the check's cost grew with the user's sign-ins of the last day. A partial
 * index holds only the live handles, so the lookup reads the one it ends.
 */
const liveFlowHandles: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('flow_handles_live')
      .on('flow_handles')
      .columns(['user_id', 'flow'])
      .where(sql.ref('ended_at'), 'is', null)
      .execute();
    await db.schema.dropIndex('flow_handles_user_flow').execute();
  },
};

/**
 * Issue 31: one grant for every later step. Grants may name an ID number before a registration
 * exists and count the wrong codes tried with them; the memory-or-table grants they replace go.
 * A customer's typed e-mail waits for the code; a password reset moves the session version on;
 * a code records its delivery, so one a crash cut off is not offered as sent.
 */
const grants: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('flow_handles')
      .alterColumn('user_id', (c) => c.dropNotNull())
      .execute();
    await db.schema.alterTable('flow_handles').addColumn('id_number', 'text').execute();
    await db.schema
      .alterTable('flow_handles')
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('users').addColumn('pending_email', 'text').execute();
    await db.schema
      .alterTable('users')
      .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('otp_challenges').addColumn('delivered_at', 'timestamptz').execute();
    await db.schema.dropTable('flow_grants').ifExists().execute();
  },
};

/**
 * Issue 50: passkeys. A user's WebAuthn user handle is random and opaque (never the ID number or
 * the row id), made on their first registration. A credential row keeps what each assertion is
 * checked against (public key, counter) and what its owner sees (name, created, last used). A
 * challenge is stored as its hash, bound to its ceremony, portal type and (for a registration) user,
 * and used once.
 */
const passkeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('passkey_user_handle', 'text', (c) => c.unique())
      .execute();
    await db.schema
      .createTable('passkeys')
      .addColumn('credential_id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('counter', 'bigint', (c) => c.notNull())
      .addColumn('transports', 'text', (c) => c.notNull())
      .addColumn('backup_eligible', 'boolean', (c) => c.notNull())
      .addColumn('backed_up', 'boolean', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('last_used_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('passkeys_user').on('passkeys').column('user_id').execute();
    await db.schema
      .createTable('passkey_challenges')
      .addColumn('challenge_hash', 'text', (c) => c.primaryKey())
      .addColumn('ceremony', 'text', (c) => c.notNull())
      .addColumn('portal_type', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('passkey_challenges_expires')
      .on('passkey_challenges')
      .column('expires_at')
      .execute();
  },
};

/**
 * Issue 47: a password reset may start from the username or the ID number; its grant records
 * which, so a reloaded tab shows the same identifier on the later steps (RESUME-3).
 */
const grantIdentifier: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('flow_handles').addColumn('identifier', 'text').execute();
  },
};

/** Runs every pending migration; throws with the failing migration's error. */
export async function migrate(db: Kysely<unknown>, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    // Named explicitly: Kysely looks for its tables across all schemas otherwise, and would
    // find another test file's.
    ...(schema !== undefined && { migrationTableSchema: schema }),
    provider: {
      getMigrations: async () => ({
        '0001_initial': initial,
        '0002_flow_handles': flowHandles,
        '0003_live_flow_handles': liveFlowHandles,
        '0004_grants': grants,
        '0005_passkeys': passkeys,
        '0006_grant_identifier': grantIdentifier,
      }),
    },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed !== undefined) {
    const name = failed?.migrationName ?? 'unknown';
    throw new Error(`Migration ${name} failed: ${String(error)}`, { cause: error });
  }
}
