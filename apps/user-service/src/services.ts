import type { Context } from 'hono';
import type { Clock } from './clock.ts';
import type { ServiceConfig } from './config.ts';
import type { Database } from './db/schema.ts';
import type { Delivery } from './delivery/delivery.ts';
import type { Logger } from './log.ts';
import type { CaptchaGate } from './security/captcha.ts';
import type { FlowHandles } from './security/flow-handles.ts';
import type { FlowGrants } from './security/grants.ts';
import type { OtpStore } from './security/otp.ts';
import type { PasswordHasher } from './security/passwords.ts';
import type { Throttles } from './security/throttles.ts';
import type { SessionTokens } from './security/tokens.ts';

/** Per-request values the middleware sets. */
export interface AppVariables {
  /** The client's address (see `clientAddress`). */
  client: string;
}

/** The Hono environment of the service. */
export interface AppEnv {
  Variables: AppVariables;
}

/** The request context every handler receives. */
export type AppContext = Context<AppEnv>;

/** An auth event for the audit log and the log stream; never carries a secret. */
export interface AuthEvent {
  event: string;
  outcome: 'success' | 'failure' | 'refused';
  type?: string | undefined;
  userId?: string | undefined;
}

/** Everything a handler may use, built once by `createApp` from its deps. */
export interface Services {
  db: Database;
  config: ServiceConfig;
  clock: Clock;
  delivery: Delivery;
  hasher: PasswordHasher;
  otp: OtpStore;
  /** Shared counters in the database: OTP resend cooldowns and OTP failures. */
  throttles: Throttles;
  /** The hot-path counters (per client, per account): in memory unless THROTTLE_STORE=database. */
  limits: Throttles;
  /** Which flows' first step each user passed: in memory unless THROTTLE_STORE=database. */
  grants: FlowGrants;
  /** Flow handles (issue 17), always in the database: any instance resumes any tab's flow. */
  handles: FlowHandles;
  captcha: CaptchaGate;
  tokens: SessionTokens;
  log: Logger;
  /** Records an auth event in the audit log and as a log line. */
  audit(c: AppContext, event: AuthEvent): Promise<void>;
}
