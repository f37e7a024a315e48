import { fileURLToPath } from 'node:url';
import type { PortalType } from '@forecourt/validators';
import { isWebOtpHost } from './delivery/web-otp.ts';
import { originProblem, type RelyingParty, rpIdProblem } from './passkeys/relying-party.ts';

/** The Argon2id cost; OWASP's minimum for Argon2id is 19 MiB, 2 passes, 1 lane. */
export interface HashingCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** A fixed-window limit: at most `limit` hits per `windowSeconds`. */
export interface Limit {
  limit: number;
  windowSeconds: number;
}

/** The throttles and OTP rules; tests shrink them, production keeps the defaults. */
export interface SecurityRules {
  /** Requests per client address on /user/v1/. */
  clientRequests: Limit;
  /** Wrong passwords (or unknown users) per account name before sign-in is blocked. */
  accountFailures: Limit;
  /** Wrong codes per client address, whoever they were for, before that client is refused. */
  codeFailuresPerClient: Limit;
  /**
   * Seconds between two sends of a code for the same purpose, both to one user and to one
   * destination (whatever user or ID number asks).
   */
  resendSeconds: number;
  /**
   * Codes per destination (a number or an address), an hour and a day: across the purposes of
   * verified holders (sign-in, recovery), and apart from them for unverified registrations, which
   * count against a budget of their own with the same limits, so a registration naming someone
   * else's number never uses up the owner's sign-in codes.
   */
  sendsPerDestination: { hour: Limit; day: Limit };
  /** Registrations that send a code, per client address (as `codeFailuresPerClient` is). */
  registrationSendsPerClient: Limit;
  /** Wrong registration codes per ID number and portal type, across every grant and client. */
  registrationCodeFailuresPerId: Limit;
  /** Taken usernames one registration grant may try before it ends (its holder starts again). */
  usernameTriesPerGrant: number;
  /** Seconds a code lives. */
  otpTtlSeconds: number;
  /**
   * Wrong tries that kill one code, and that end the grant they were made with: its holder starts
   * again, with a captcha.
   */
  otpMaxAttempts: number;
  /** Seconds a grant (flow handle) lives after its first step or its last code. */
  flowGrantSeconds: number;
  /** Seconds a session token lives. */
  tokenTtlSeconds: number;
  /** Largest accepted request body, in bytes. */
  bodyLimitBytes: number;
  /**
   * Seconds the grant to add a passkey lives after a code sign-in: the offer is the step right
   * after it, so a few minutes.
   */
  passkeyGrantSeconds: number;
  /** Seconds a registration challenge lives (the browser's dialog, the fingerprint). */
  passkeyRegistrationSeconds: number;
  /**
   * Seconds a sign-in challenge lives: the page asks for one when it opens, and the browser's
   * passkey autofill waits with it while the person decides.
   */
  passkeyAuthenticationSeconds: number;
  /** Passkeys one account may hold; a registration beyond it is refused. */
  passkeysPerUser: number;
}

/** Everything the service reads from the environment, validated. */
export interface ServiceConfig {
  production: boolean;
  nodeEnv: 'development' | 'test' | 'production';
  host: string;
  port: number;
  apiToken: string;
  databaseUrl: string | undefined;
  dataDir: string;
  portalOrigins: string[];
  trustedProxies: string[];
  recaptchaSecret: string | undefined;
  smtpUrl: string | undefined;
  smtpFrom: string;
  smsWebhookUrl: string | undefined;
  /**
   * The portal's host name that ends every SMS code as `@<host> #<code>`, so browsers with
   * WebOTP on that host fill the code in; undefined to leave the line out (WEBOTP_HOST set
   * empty). Default: the host of the first PORTAL_ORIGINS entry (`localhost` in development).
   */
  webOtpHost: string | undefined;
  /** PKCS#8 PEM of an Ed25519 key; generated per start in development when absent. */
  jwtPrivateKey: string | undefined;
  jwtKeyId: string;
  /** Key of the OTP hashes; random per start in development when absent. */
  otpHashKey: string | undefined;
  /**
   * Where the per-client and per-account counters live: 'memory' (this process; the default) or
   * 'database' (shared by every instance behind a balancer). OTP cooldowns and OTP failure
   * counts are always in the database.
   */
  throttleStore: 'memory' | 'database';
  /** The relying party of passkeys: PASSKEY_RP_ID, PASSKEY_RP_NAME, PASSKEY_ORIGINS. */
  passkeys: RelyingParty;
  /** Ports of the post-sign-in sites, or null to not serve them. */
  sitePorts: Record<PortalType, number> | null;
  hashing: HashingCost;
  rules: SecurityRules;
}

/** The OWASP Argon2id parameters (m=19 MiB, t=2, p=1). */
export const owaspHashing: HashingCost = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** The default rules of the spec and the issue: 6-digit codes for 5 minutes, 180 s resend. */
export const defaultRules: SecurityRules = {
  clientRequests: { limit: 300, windowSeconds: 60 },
  accountFailures: { limit: 5, windowSeconds: 15 * 60 },
  codeFailuresPerClient: { limit: 20, windowSeconds: 30 * 60 },
  resendSeconds: 180,
  sendsPerDestination: {
    hour: { limit: 10, windowSeconds: 60 * 60 },
    day: { limit: 20, windowSeconds: 24 * 60 * 60 },
  },
  registrationSendsPerClient: { limit: 10, windowSeconds: 60 * 60 },
  registrationCodeFailuresPerId: { limit: 10, windowSeconds: 60 * 60 },
  usernameTriesPerGrant: 5,
  otpTtlSeconds: 300,
  otpMaxAttempts: 5,
  flowGrantSeconds: 15 * 60,
  tokenTtlSeconds: 15 * 60,
  bodyLimitBytes: 16 * 1024,
  passkeyGrantSeconds: 5 * 60,
  passkeyRegistrationSeconds: 3 * 60,
  passkeyAuthenticationSeconds: 5 * 60,
  passkeysPerUser: 10,
};

/** The development API token, refused in production. */
export const developmentApiToken = 'forecourt-dev-token';

const defaultOrigins =
  'http://localhost:5173,http://localhost:4173,http://127.0.0.1:5173,http://127.0.0.1:4173';

/** Thrown by `loadConfig` with one line per bad variable. */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Env = Readonly<Record<string, string | undefined>>;

function list(value: string | undefined, fallback: string): string[] {
  return (value ?? fallback)
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function given(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function port(env: Env, name: string, fallback: number, problems: string[]): number {
  const raw = given(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 0 || value > 65535) {
    problems.push(`${name} must be a port number from 0 to 65535 (got '${raw}')`);
    return fallback;
  }
  return value;
}

function url(env: Env, name: string, schemes: string[], problems: string[]) {
  const raw = given(env, name);
  if (raw === undefined) return undefined;
  try {
    const scheme = new URL(raw).protocol.replace(':', '');
    if (schemes.includes(scheme)) return raw;
  } catch {
    // reported below
  }
  problems.push(`${name} must be a ${schemes.join(' or ')} URL`);
  return undefined;
}

function sitePorts(env: Env, problems: string[]): Record<PortalType, number> | null {
  const raw = given(env, 'SITE_PORTS');
  if (raw === 'off') return null;
  const [customer = '4301', dealer = '4302', group = '4303'] = raw?.split(',') ?? [];
  const fromList = {
    SITE_PORTS_CUSTOMER: customer,
    SITE_PORTS_DEALER: dealer,
    SITE_PORTS_GROUP: group,
  };
  const read = (name: string, key: keyof typeof fromList) =>
    port({ [name]: given(env, name) ?? fromList[key].trim() }, name, 0, problems);
  return {
    customer: read('CUSTOMER_SITE_PORT', 'SITE_PORTS_CUSTOMER'),
    dealer: read('DEALER_SITE_PORT', 'SITE_PORTS_DEALER'),
    'dealer-group': read('DEALER_GROUP_SITE_PORT', 'SITE_PORTS_GROUP'),
  };
}

function webOtpHost(env: Env, portalOrigins: string[], problems: string[]): string | undefined {
  const raw = env.WEBOTP_HOST;
  if (raw !== undefined) {
    const host = raw.trim();
    if (host === '') return undefined;
    if (isWebOtpHost(host)) return host;
    problems.push(
      `WEBOTP_HOST must be a lower-case host name without port or path (got '${host}')`,
    );
    return undefined;
  }
  const [first] = portalOrigins;
  return first !== undefined && URL.canParse(first) ? new URL(first).hostname : undefined;
}

function throttleStore(env: Env, problems: string[]): ServiceConfig['throttleStore'] {
  const raw = given(env, 'THROTTLE_STORE') ?? 'memory';
  if (raw === 'memory' || raw === 'database') return raw;
  problems.push(`THROTTLE_STORE must be memory or database (got '${raw}')`);
  return 'memory';
}

/** The NODE_ENV values the service knows; unset means development (the README's start). */
const nodeEnvs = ['development', 'test', 'production'] as const;

function nodeEnv(env: Env, problems: string[]): (typeof nodeEnvs)[number] {
  const raw = given(env, 'NODE_ENV') ?? 'development';
  const known = nodeEnvs.find((name) => name === raw);
  // A typo ('Production') must not start development mode: demo accounts, the development token
  // and captcha, the outbox.
  if (known === undefined)
    problems.push(`NODE_ENV must be development, test or production (got '${raw}')`);
  return known ?? 'production';
}

function count(env: Env, name: string, fallback: number, problems: string[]): number {
  const raw = given(env, name);
  if (raw === undefined) return fallback;
  if (/^[1-9]\d{0,5}$/.test(raw)) return Number(raw);
  problems.push(`${name} must be a whole number from 1 to 999999 (got '${raw}')`);
  return fallback;
}

/** A code's lifetime: `OTP_TTL_SECONDS`, 10 s to an hour (default 5 minutes). */
function otpTtl(env: Env, problems: string[]): number {
  const seconds = count(env, 'OTP_TTL_SECONDS', defaultRules.otpTtlSeconds, problems);
  if (seconds >= 10 && seconds <= 3600) return seconds;
  problems.push(`OTP_TTL_SECONDS must be from 10 to 3600 (got '${seconds}')`);
  return defaultRules.otpTtlSeconds;
}

function sendCeilings(env: Env, problems: string[]): SecurityRules['sendsPerDestination'] {
  const { hour, day } = defaultRules.sendsPerDestination;
  const perHour = count(env, 'OTP_SENDS_PER_HOUR', hour.limit, problems);
  const perDay = count(env, 'OTP_SENDS_PER_DAY', day.limit, problems);
  if (perDay < perHour) problems.push('OTP_SENDS_PER_DAY must be at least OTP_SENDS_PER_HOUR');
  return { hour: { ...hour, limit: perHour }, day: { ...day, limit: perDay } };
}

/**
 * The relying party: PASSKEY_RP_ID (default localhost; required in production, and never
 * localhost there), PASSKEY_RP_NAME, and PASSKEY_ORIGINS (default: the PORTAL_ORIGINS on the RP
 * ID). Every origin must be on the RP ID, so a typo fails the start, not every ceremony.
 */
function relyingParty(
  env: Env,
  production: boolean,
  portalOrigins: string[],
  problems: string[],
): RelyingParty {
  const id = given(env, 'PASSKEY_RP_ID') ?? (production ? '' : 'localhost');
  const name = given(env, 'PASSKEY_RP_NAME') ?? 'Forecourt';
  if (id === '') {
    problems.push('PASSKEY_RP_ID is required in production: the domain passkeys are bound to');
    return { id, name, origins: [] };
  }
  const idProblem =
    production && id === 'localhost' ? 'must not be localhost in production' : rpIdProblem(id);
  if (idProblem !== undefined) {
    problems.push(`PASSKEY_RP_ID ${idProblem} (got '${id}')`);
    return { id, name, origins: [] };
  }
  const listed = given(env, 'PASSKEY_ORIGINS');
  const origins =
    listed === undefined
      ? portalOrigins.filter((origin) => originProblem(origin, id) === undefined)
      : list(listed, '');
  for (const origin of origins) {
    const problem = originProblem(origin, id);
    if (problem !== undefined) problems.push(`PASSKEY_ORIGINS entry '${origin}' ${problem}`);
  }
  // Outside production an empty list only leaves passkeys unusable (a portal served from
  // 127.0.0.1 has no origin on an RP ID); production must have one.
  if (production && origins.length === 0) {
    problems.push(`PASSKEY_ORIGINS is empty: no portal origin is on the RP ID ${id}`);
  }
  return { id, name, origins };
}

const serviceRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Reads and validates the environment. Every bad value is reported at once, each with what was
 * expected; production refuses the development defaults (API token, ephemeral keys, outbox).
 */
export function loadConfig(env: Env): ServiceConfig {
  const problems: string[] = [];
  const environment = nodeEnv(env, problems);
  const production = environment === 'production';
  const apiToken = given(env, 'API_TOKEN') ?? (production ? '' : developmentApiToken);
  if (production && (apiToken.length < 24 || apiToken === developmentApiToken)) {
    problems.push('API_TOKEN is required in production: a random string of at least 24 characters');
  }
  const otpHashKey = given(env, 'OTP_HASH_KEY');
  if (otpHashKey !== undefined && otpHashKey.length < 32) {
    problems.push('OTP_HASH_KEY must be at least 32 characters');
  }
  const jwtPrivateKey = given(env, 'JWT_PRIVATE_KEY')?.replace(/\\n/g, '\n');
  if (jwtPrivateKey !== undefined && !jwtPrivateKey.includes('-----BEGIN PRIVATE KEY-----')) {
    problems.push('JWT_PRIVATE_KEY must be a PKCS#8 PEM Ed25519 key (-----BEGIN PRIVATE KEY-----)');
  }
  const portalOrigins = list(given(env, 'PORTAL_ORIGINS'), defaultOrigins);
  const config: ServiceConfig = {
    production,
    nodeEnv: environment,
    host: given(env, 'HOST') ?? '127.0.0.1',
    port: port(env, 'PORT', 4100, problems),
    apiToken,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres', 'postgresql'], problems),
    dataDir: given(env, 'DATA_DIR') ?? `${serviceRoot}.data/pglite`,
    portalOrigins,
    trustedProxies: list(given(env, 'TRUSTED_PROXIES'), ''),
    recaptchaSecret: given(env, 'RECAPTCHA_SECRET'),
    smtpUrl: url(env, 'SMTP_URL', ['smtp', 'smtps'], problems),
    smtpFrom: given(env, 'SMTP_FROM') ?? 'Forecourt <no-reply@forecourt.invalid>',
    smsWebhookUrl: url(env, 'SMS_WEBHOOK_URL', ['http', 'https'], problems),
    webOtpHost: webOtpHost(env, portalOrigins, problems),
    jwtPrivateKey,
    jwtKeyId: given(env, 'JWT_KEY_ID') ?? 'dev',
    otpHashKey,
    throttleStore: throttleStore(env, problems),
    passkeys: relyingParty(env, production, portalOrigins, problems),
    sitePorts: sitePorts(env, problems),
    hashing: owaspHashing,
    rules: {
      ...defaultRules,
      otpTtlSeconds: otpTtl(env, problems),
      sendsPerDestination: sendCeilings(env, problems),
      registrationSendsPerClient: {
        ...defaultRules.registrationSendsPerClient,
        limit: count(
          env,
          'REGISTRATION_SENDS_PER_HOUR',
          defaultRules.registrationSendsPerClient.limit,
          problems,
        ),
      },
    },
  };
  for (const origin of config.portalOrigins) {
    if (!URL.canParse(origin))
      problems.push(`PORTAL_ORIGINS has an entry that is not a URL: '${origin}'`);
  }
  if (production) {
    const required: Array<[string, unknown]> = [
      ['JWT_PRIVATE_KEY', config.jwtPrivateKey],
      ['OTP_HASH_KEY', config.otpHashKey],
      ['RECAPTCHA_SECRET', config.recaptchaSecret],
      ['SMTP_URL', config.smtpUrl],
      ['SMS_WEBHOOK_URL', config.smsWebhookUrl],
    ];
    for (const [name, value] of required) {
      if (value === undefined && !problems.some((p) => p.startsWith(name))) {
        problems.push(`${name} is required in production`);
      }
    }
    if (config.dataDir.startsWith('memory://'))
      problems.push('DATA_DIR=memory:// is for tests only');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
