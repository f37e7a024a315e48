import { apiBasePath, captchaHeader, tokenHeader } from '@forecourt/contract';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { type Clock, systemClock } from './clock.ts';
import type { ServiceConfig } from './config.ts';
import { isStorageUnavailable } from './db/availability.ts';
import type { Database } from './db/schema.ts';
import { type Delivery, deliveryByChannel } from './delivery/delivery.ts';
import { outboxDelivery } from './delivery/outbox.ts';
import { smsWebhookDelivery } from './delivery/sms-webhook.ts';
import { smtpDelivery } from './delivery/smtp.ts';
import { apiTokenAuth, clientThrottle, jsonBodies, requestLog } from './http/middleware.ts';
import { failure } from './http/reply.ts';
import { replyLanguage } from './languages/reply-language.ts';
import { createLogger, type Logger, safeErrorText } from './log.ts';
import { replies } from './messages.ts';
import { createPasskeyChallenges } from './passkeys/challenges.ts';
import { devRoutes } from './routes/dev.ts';
import { flowHandleRoutes } from './routes/flow-handle-routes.ts';
import { idSignInRoutes } from './routes/id-sign-in.ts';
import { lookupRoutes } from './routes/lookups.ts';
import { passkeyManagementRoutes } from './routes/passkey-management.ts';
import { passkeyRoutes } from './routes/passkeys.ts';
import { recoveryRoutes } from './routes/recovery.ts';
import { registrationRoutes } from './routes/registration.ts';
import { signInRoutes } from './routes/sign-in.ts';
import { type CaptchaVerifier, createCaptchaGate, recaptchaVerifier } from './security/captcha.ts';
import { createFlowHandles } from './security/flow-handles.ts';
import { createMemoryThrottles } from './security/memory-throttles.ts';
import { createOtpStore } from './security/otp.ts';
import { argon2Hasher, type PasswordHasher } from './security/passwords.ts';
import { createThrottles } from './security/throttles.ts';
import { createSessionTokens, type SigningKeys } from './security/tokens.ts';
import { createTurns } from './security/turns.ts';
import type { AppEnv, Services } from './services.ts';

/** What a 503 asks the caller to wait while the database is unreachable. */
const storageRetrySeconds = 5;

/** What `createApp` wires together; everything with a side effect comes in from outside. */
export interface AppDeps {
  /** The open, migrated database. */
  db: Database;
  /** What the database is: registrations take turns across instances only on Postgres. */
  engine: 'postgres' | 'pglite';
  config: ServiceConfig;
  /** The session-token signing keys. */
  keys: SigningKeys;
  /** The key of the OTP hashes (at least 32 characters). */
  otpHashKey: string;
  /** Defaults to the wall clock. */
  clock?: Clock;
  /** Defaults to SMTP / SMS hook from the config, else the development outbox. */
  delivery?: Delivery;
  /** Defaults to Google reCAPTCHA when a secret is configured, else the development stand-in. */
  captchaVerifier?: CaptchaVerifier;
  /** Defaults to Argon2id with `config.hashing`. */
  hasher?: PasswordHasher;
  /** Defaults to JSON lines on stdout. */
  logger?: Logger;
}

function defaultDelivery(db: Database, clock: Clock, config: ServiceConfig): Delivery {
  const outbox = outboxDelivery(db, clock);
  return deliveryByChannel({
    email: config.smtpUrl === undefined ? outbox : smtpDelivery(config.smtpUrl, config.smtpFrom),
    mobile: config.smsWebhookUrl === undefined ? outbox : smsWebhookDelivery(config.smsWebhookUrl),
  });
}

/** Builds the services the handlers share. */
export function createServices(deps: AppDeps): Services {
  const { db, config } = deps;
  const clock = deps.clock ?? systemClock;
  const log = deps.logger ?? createLogger();
  const verifier =
    deps.captchaVerifier ??
    (config.recaptchaSecret === undefined ? undefined : recaptchaVerifier(config.recaptchaSecret));
  const throttles = createThrottles(db, clock);
  return {
    db,
    config,
    clock,
    log,
    delivery: deps.delivery ?? defaultDelivery(db, clock, config),
    hasher: deps.hasher ?? argon2Hasher(config.hashing),
    otp: createOtpStore({ db, clock, hashKey: deps.otpHashKey, rules: config.rules }),
    throttles,
    limits: config.throttleStore === 'database' ? throttles : createMemoryThrottles(clock),
    handles: createFlowHandles(db, clock, config.rules.flowGrantSeconds),
    turns: createTurns(db, deps.engine),
    captcha: createCaptchaGate(db, clock, verifier),
    passkeyChallenges: createPasskeyChallenges(db, clock, {
      registration: config.rules.passkeyRegistrationSeconds,
      authentication: config.rules.passkeyAuthenticationSeconds,
    }),
    tokens: createSessionTokens(deps.keys, clock, config.rules.tokenTtlSeconds),
    async audit(c, event) {
      const client = c.get('client');
      log.info('auth', {
        action: event.event,
        outcome: event.outcome,
        type: event.type,
        userId: event.userId,
        client,
      });
      await db
        .insertInto('audit_log')
        .values({
          at: clock.now(),
          event: event.event,
          outcome: event.outcome,
          portal_type: event.type ?? null,
          user_id: event.userId ?? null,
          client,
        })
        .execute();
    },
  };
}

/** The user service as a Hono app: pure wiring, no listening socket, no global state. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const s = createServices(deps);
  const { config } = s;
  const app = new Hono<AppEnv>();
  app.use('*', requestLog(s));
  // Every reply's message in the request's language (Accept-Language), errors included.
  app.use('*', replyLanguage());
  app.use('*', secureHeaders());
  // Replies carry tokens, customer details and usernames: no cache, shared or private, keeps one.
  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.use(
    '*',
    cors({
      origin: config.portalOrigins,
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['Authorization', 'Content-Type', tokenHeader, captchaHeader],
      exposeHeaders: ['x-token', 'Retry-After'],
      maxAge: 600,
    }),
  );
  // Hono answers HEAD with a route's GET handler, which would run a lookup (and spend its captcha)
  // only to throw the reply away: nothing but the health check answers HEAD.
  app.use('*', async (c, next) => {
    if (c.req.method !== 'HEAD' || c.req.path === '/healthz') return next();
    c.header('Allow', 'GET, POST, OPTIONS');
    return failure(c, 'invalid_input', replies.methodNotAllowed, undefined, 405);
  });
  app.get('/healthz', async (c) => {
    await s.db.selectFrom('dealer_groups').select('mq_dealer_group_id').limit(1).execute();
    return c.json({ status: 'ok' });
  });

  const api = new Hono<AppEnv>();
  api.use(
    '*',
    clientThrottle(s),
    apiTokenAuth(config.apiToken),
    ...jsonBodies(config.rules.bodyLimitBytes),
  );
  signInRoutes(api, s);
  idSignInRoutes(api, s);
  recoveryRoutes(api, s);
  registrationRoutes(api, s);
  lookupRoutes(api, s);
  flowHandleRoutes(api, s);
  passkeyRoutes(api, s);
  passkeyManagementRoutes(api, s);
  app.route(apiBasePath.replace(/\/$/, ''), api);

  if (!config.production) devRoutes(app, s);
  app.notFound((c) => failure(c, 'not_found', replies.notFound));
  app.onError((error, c) => {
    if (isStorageUnavailable(error)) {
      s.log.error('storage.unavailable', { name: error.name, message: safeErrorText(error) });
      c.header('Retry-After', String(storageRetrySeconds));
      return failure(c, 'service_unavailable', replies.unavailable, {
        retryAfterSeconds: storageRetrySeconds,
      });
    }
    s.log.error('unhandled', { name: error.name, message: safeErrorText(error) });
    return failure(c, 'server_error', replies.serverError);
  });
  return app;
}
