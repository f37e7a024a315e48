import type { Context } from 'hono';
import type { Clock } from './clock.ts';
import type { ServiceConfig } from './config.ts';
import type { Database } from './db/schema.ts';
import type { Delivery } from './delivery/delivery.ts';
import type { Logger } from './log.ts';
import type { PasskeyChallenges } from './passkeys/challenges.ts';
import type { CaptchaGate } from './security/captcha.ts';
import type { FlowHandles } from './security/flow-handles.ts';
import type { OtpStore } from './security/otp.ts';
import type { PasswordHasher } from './security/passwords.ts';
import type { Throttles } from './security/throttles.ts';
import type { SessionTokens } from './security/tokens.ts';
import type { Turns } from './security/turns.ts';

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
  /** Shared counters in the database: what limits code sends (per user and per destination). */
  throttles: Throttles;
  /**
   * The hot-path counters (requests, wrong passwords and wrong codes per client or account): in
   * memory unless THROTTLE_STORE=database.
   */
  limits: Throttles;
  /** The grants every later step needs (flow handles), in the database for every instance. */
  handles: FlowHandles;
  /** One registration of a person at a time, on every instance. */
  turns: Turns;
  captcha: CaptchaGate;
  /** Passkey challenges, in the database for every instance. */
  passkeyChallenges: PasskeyChallenges;
  tokens: SessionTokens;
  log: Logger;
  /** Records an auth event in the audit log and as a log line. */
  audit(c: AppContext, event: AuthEvent): Promise<void>;
}
