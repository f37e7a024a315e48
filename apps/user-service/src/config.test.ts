import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('loadConfig', () => {
  it('takes the code lifetime and the per-destination ceilings, within bounds', () => {
    const config = loadConfig({
      OTP_TTL_SECONDS: '60',
      OTP_SENDS_PER_HOUR: '5',
      OTP_SENDS_PER_DAY: '8',
      REGISTRATION_SENDS_PER_HOUR: '40',
    });
    expect(config.rules.registrationSendsPerClient).toEqual({ limit: 40, windowSeconds: 3600 });
    expect(config.rules.otpTtlSeconds).toBe(60);
    expect(config.rules.sendsPerDestination.hour.limit).toBe(5);
    expect(config.rules.sendsPerDestination.day.limit).toBe(8);
    expect(loadConfig({}).rules.otpTtlSeconds).toBe(300);
    expect(problemsOf({ OTP_TTL_SECONDS: '5' })).toEqual([
      "OTP_TTL_SECONDS must be from 10 to 3600 (got '5')",
    ]);
    expect(problemsOf({ OTP_SENDS_PER_HOUR: 'lots' })).toEqual([
      "OTP_SENDS_PER_HOUR must be a whole number from 1 to 999999 (got 'lots')",
    ]);
    expect(problemsOf({ OTP_SENDS_PER_HOUR: '30', OTP_SENDS_PER_DAY: '20' })).toEqual([
      'OTP_SENDS_PER_DAY must be at least OTP_SENDS_PER_HOUR',
    ]);
  });

  it('gives the development defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4100,
      host: '127.0.0.1',
      apiToken: 'forecourt-dev-token',
      production: false,
    });
    expect(config.sitePorts).toEqual({ customer: 4301, dealer: 4302, 'dealer-group': 4303 });
    expect(config.portalOrigins).toContain('http://localhost:5173');
    expect(config.hashing).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
  });

  it('ends SMS codes with the WebOTP line for the first portal origin unless told otherwise', () => {
    expect(loadConfig({}).webOtpHost).toBe('localhost');
    expect(
      loadConfig({ PORTAL_ORIGINS: 'https://portal.forecourt.co.za,https://x.forecourt.co.za' })
        .webOtpHost,
    ).toBe('portal.forecourt.co.za');
    expect(loadConfig({ WEBOTP_HOST: ' login.forecourt.co.za ' }).webOtpHost).toBe(
      'login.forecourt.co.za',
    );
    expect(loadConfig({ WEBOTP_HOST: '' }).webOtpHost).toBeUndefined();
    expect(problemsOf({ WEBOTP_HOST: 'https://portal.forecourt.co.za' })).toEqual([
      "WEBOTP_HOST must be a lower-case host name without port or path (got 'https://portal.forecourt.co.za')",
    ]);
  });

  it('reads site ports from a list, individual ports, or off', () => {
    expect(loadConfig({ SITE_PORTS: '5001,5002,5003' }).sitePorts).toEqual({
      customer: 5001,
      dealer: 5002,
      'dealer-group': 5003,
    });
    expect(loadConfig({ DEALER_SITE_PORT: '6002' }).sitePorts?.dealer).toBe(6002);
    expect(loadConfig({ SITE_PORTS: 'off' }).sitePorts).toBeNull();
  });

  it('names every bad value at once with what was expected', () => {
    const problems = problemsOf({
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      SMS_WEBHOOK_URL: 'ftp://x',
      OTP_HASH_KEY: 'short',
      PORTAL_ORIGINS: 'not a url',
    });
    expect([...problems].sort()).toEqual(
      [
        "PORT must be a port number from 0 to 65535 (got 'abc')",
        'DATABASE_URL must be a postgres or postgresql URL',
        'SMS_WEBHOOK_URL must be a http or https URL',
        'OTP_HASH_KEY must be at least 32 characters',
        "PORTAL_ORIGINS has an entry that is not a URL: 'not a url'",
      ].sort(),
    );
  });

  it('refuses to run production on development defaults', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toContain(
      'API_TOKEN is required in production: a random string of at least 24 characters',
    );
    for (const name of [
      'JWT_PRIVATE_KEY',
      'OTP_HASH_KEY',
      'RECAPTCHA_SECRET',
      'SMTP_URL',
      'SMS_WEBHOOK_URL',
    ]) {
      expect(problems).toContain(`${name} is required in production`);
    }
  });

  it('binds passkeys to a domain and to the portal origins on it', () => {
    expect(loadConfig({}).passkeys).toEqual({
      id: 'localhost',
      name: 'Forecourt',
      origins: ['http://localhost:5173', 'http://localhost:4173'],
    });
    const uat = loadConfig({
      PASSKEY_RP_ID: 'forecourt.co.za',
      PASSKEY_ORIGINS: 'https://uat.portal.forecourt.co.za, https://forecourt.co.za',
    });
    expect(uat.passkeys.origins).toEqual([
      'https://uat.portal.forecourt.co.za',
      'https://forecourt.co.za',
    ]);
    const cases: Array<[Record<string, string>, string]> = [
      [
        { PASSKEY_RP_ID: '10.0.0.7' },
        "PASSKEY_RP_ID must be a domain, not an IP address (got '10.0.0.7')",
      ],
      [
        { PASSKEY_RP_ID: '[::1]' },
        "PASSKEY_RP_ID must be a domain, not an IP address (got '[::1]')",
      ],
      [
        { PASSKEY_RP_ID: 'https://forecourt.co.za' },
        "PASSKEY_RP_ID must be a lower-case domain without scheme, port or path (got 'https://forecourt.co.za')",
      ],
      [
        { PASSKEY_RP_ID: 'intranet' },
        "PASSKEY_RP_ID must be a full domain or localhost (got 'intranet')",
      ],
      [
        { PASSKEY_RP_ID: 'forecourt.co.za', PASSKEY_ORIGINS: 'https://evil.example' },
        "PASSKEY_ORIGINS entry 'https://evil.example' is not on the RP ID forecourt.co.za",
      ],
      [
        { PASSKEY_RP_ID: 'forecourt.co.za', PASSKEY_ORIGINS: 'http://portal.forecourt.co.za' },
        "PASSKEY_ORIGINS entry 'http://portal.forecourt.co.za' must be https (http only on localhost)",
      ],
      [
        { PASSKEY_RP_ID: 'forecourt.co.za', PASSKEY_ORIGINS: 'https://forecourt.co.za/login' },
        "PASSKEY_ORIGINS entry 'https://forecourt.co.za/login' must be an origin only (scheme, host, port; no path)",
      ],
      [
        { NODE_ENV: 'production', PASSKEY_RP_ID: 'forecourt.co.za' },
        'PASSKEY_ORIGINS is empty: no portal origin is on the RP ID forecourt.co.za',
      ],
      [
        { NODE_ENV: 'production' },
        'PASSKEY_RP_ID is required in production: the domain passkeys are bound to',
      ],
      [
        { NODE_ENV: 'production', PASSKEY_RP_ID: 'localhost' },
        "PASSKEY_RP_ID must not be localhost in production (got 'localhost')",
      ],
    ];
    for (const [env, message] of cases)
      expect(problemsOf(env), JSON.stringify(env)).toContain(message);
  });

  it('refuses a JWT key that is not PEM', () => {
    expect(problemsOf({ JWT_PRIVATE_KEY: 'abc' })).toEqual([
      'JWT_PRIVATE_KEY must be a PKCS#8 PEM Ed25519 key (-----BEGIN PRIVATE KEY-----)',
    ]);
  });

  it('names each bad value with what was expected', () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ PORT: '70000' }, "PORT must be a port number from 0 to 65535 (got '70000')"],
      [{ PORT: '-1' }, "PORT must be a port number from 0 to 65535 (got '-1')"],
      [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL must be a postgres or postgresql URL'],
      [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must be a smtp or smtps URL'],
      [{ SMS_WEBHOOK_URL: 'sms://x' }, 'SMS_WEBHOOK_URL must be a http or https URL'],
      [{ THROTTLE_STORE: 'redis' }, "THROTTLE_STORE must be memory or database (got 'redis')"],
      [
        { SITE_PORTS: '4301,x,4303' },
        "DEALER_SITE_PORT must be a port number from 0 to 65535 (got 'x')",
      ],
      [
        { DEALER_GROUP_SITE_PORT: '99999' },
        "DEALER_GROUP_SITE_PORT must be a port number from 0 to 65535 (got '99999')",
      ],
      [
        { PORTAL_ORIGINS: 'http://localhost:5173, nope' },
        "PORTAL_ORIGINS has an entry that is not a URL: 'nope'",
      ],
      [
        { NODE_ENV: 'production', API_TOKEN: 'forecourt-dev-token' },
        'API_TOKEN is required in production: a random string of at least 24 characters',
      ],
      [{ NODE_ENV: 'production', DATA_DIR: 'memory://' }, 'DATA_DIR=memory:// is for tests only'],
    ];
    for (const [env, message] of cases)
      expect(problemsOf(env), JSON.stringify(env)).toContain(message);
  });

  it('reports a malformed production URL once, not also as missing', () => {
    const problems = problemsOf({ NODE_ENV: 'production', SMTP_URL: 'ftp://x' });
    expect(problems).toContain('SMTP_URL must be a smtp or smtps URL');
    expect(problems).not.toContain('SMTP_URL is required in production');
  });

  it('keeps per-client and per-account counters in memory unless told to share them', () => {
    expect(loadConfig({}).throttleStore).toBe('memory');
    expect(loadConfig({ THROTTLE_STORE: 'database' }).throttleStore).toBe('database');
  });

  it('reads JWT keys with escaped newlines, and trims blank values to their defaults', () => {
    const config = loadConfig({
      JWT_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----',
      PORT: '  ',
      JWT_KEY_ID: 'k1',
    });
    expect(config.jwtPrivateKey).toBe(
      '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----',
    );
    expect(config.port).toBe(4100);
    expect(config.jwtKeyId).toBe('k1');
  });
});
