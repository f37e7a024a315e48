import type { ResumableFlow } from '@forecourt/contract';
import type { Channel, PortalType } from '@forecourt/validators';
import type { ColumnType, Generated, Insertable, Kysely, Selectable } from 'kysely';

/** Why a one-time code was issued: the flow whose grant asked for it. A code serves only it. */
export type OtpPurpose = ResumableFlow;

/** A registration waits for its code as 'pending'; the code check makes it 'active'. */
export type UserStatus = 'pending' | 'active';

/** One portal user (customer, dealer or dealer-group), unique per type by username and ID. */
export interface UsersTable {
  id: string;
  kid: string;
  portal_type: PortalType;
  status: UserStatus;
  username: string;
  username_key: string;
  id_number: string;
  name: string;
  surname: string;
  email: string;
  mobile_no: string;
  password_hash: string;
  customer_no: string | null;
  company_name: string | null;
  company_reg_no: string | null;
  cipc_name: string | null;
  sbsa_dealer_code: string | null;
  dealer_group_id: string | null;
  created_at: Date;
  /**
   * A customer's registration: the e-mail typed when it differs from the finance record's. It
   * becomes `email` once the code sent to the record's contact is entered, never before.
   */
  pending_email: Generated<string | null>;
  /** Moved on by a password reset: session tokens carry it, and older ones stop working. */
  session_version: Generated<number>;
  /** WebAuthn's user handle (`user.id`): random, opaque, made on the first passkey. */
  passkey_user_handle: Generated<string | null>;
}

/** An admin of one portal type; signs in on a user's behalf. */
export interface AdminsTable {
  id: string;
  portal_type: PortalType;
  admin_username: string;
  username_key: string;
  password_hash: string;
}

/** The finance system's customers: what getCustomerById finds before registration. */
export interface FinanceCustomersTable {
  id_number: string;
  customer_no: string;
  name: string;
  surname: string;
  email: string;
  mobile_no: string;
}

export interface DealerGroupsTable {
  mq_dealer_group_id: string;
  dealer_group_name: string;
}

/** One issued code: stored as a keyed hash, bound to a user and a purpose. */
export interface OtpChallengesTable {
  id: string;
  user_id: string;
  purpose: OtpPurpose;
  channel: Channel;
  code_hash: string;
  created_at: Date;
  expires_at: Date;
  attempts: number;
  consumed_at: Date | null;
  voided_at: Date | null;
  /** When it was handed over to its channel; null while on its way (or never, after a crash). */
  delivered_at: Generated<Date | null>;
}

/** Fixed-window counters keyed by what they limit (an account, a client address, a resend). */
export interface ThrottlesTable {
  key: string;
  window_start: Date;
  hits: number;
}

/**
 * A grant (flow handle): the hash of the opaque token a flow's first step issues and every later
 * step needs. It names a user, or (before a registration exists) an ID number. `channel` and
 * `resend_at` are set once a code went out; `failures` counts wrong codes tried with it;
 * `ended_at` is set once the flow finished, a newer grant replaced it, it ran out of tries or the
 * password was reset (kept until expiry, so the other tab is told why, not just 'unknown').
 */
export interface FlowHandlesTable {
  handle_hash: string;
  user_id: string | null;
  id_number: Generated<string | null>;
  /** What a password reset started from ('username' or 'idNumber'); null for other flows. */
  identifier: Generated<'username' | 'idNumber' | null>;
  failures: Generated<number>;
  portal_type: PortalType;
  flow: string;
  channel: Channel | null;
  resend_at: Date | null;
  created_at: Date;
  expires_at: Date;
  ended_at: Date | null;
}

/** One passkey (a WebAuthn credential) of a user. */
export interface PasskeysTable {
  /** The credential ID, base64url. */
  credential_id: string;
  user_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The signature counter last seen (0 for synced passkeys, which never count). */
  counter: ColumnType<string | number | bigint, number, number>;
  /** The transports the browser reported, comma-separated ('internal,hybrid'). */
  transports: string;
  /** Backup eligible (BE): a multi-device (synced) passkey. */
  backup_eligible: boolean;
  /** Backed up (BS), as last reported. */
  backed_up: boolean;
  /** The name its owner sees and can change. */
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

/** What a passkey challenge was issued for. */
export type PasskeyCeremony = 'registration' | 'authentication';

/**
 * One passkey challenge, stored as its hash: bound to its ceremony, its portal type and (for a
 * registration) its user; `used_at` is set by the one request that uses it.
 */
export interface PasskeyChallengesTable {
  challenge_hash: string;
  ceremony: PasskeyCeremony;
  portal_type: PortalType;
  user_id: string | null;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

/** Captcha tokens already spent (hashed), so a token is good once. */
export interface CaptchaUsesTable {
  token_hash: string;
  used_at: Date;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: Date;
  event: string;
  outcome: string;
  portal_type: string | null;
  user_id: string | null;
  client: string | null;
}

/** The development outbox: every message the service would have sent. */
export interface DevOutboxTable {
  id: Generated<number>;
  channel: Channel;
  recipient: string;
  code: string | null;
  text: string;
  sent_at: Date;
}

/** The whole database as Kysely sees it. */
export interface DatabaseSchema {
  users: UsersTable;
  admins: AdminsTable;
  finance_customers: FinanceCustomersTable;
  dealer_groups: DealerGroupsTable;
  otp_challenges: OtpChallengesTable;
  throttles: ThrottlesTable;
  flow_handles: FlowHandlesTable;
  captcha_uses: CaptchaUsesTable;
  audit_log: AuditLogTable;
  dev_outbox: DevOutboxTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
}

/** The query layer every part of the service uses. */
export type Database = Kysely<DatabaseSchema>;

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Admin = Selectable<AdminsTable>;
export type Passkey = Selectable<PasskeysTable>;
