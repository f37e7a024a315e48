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

  it('refuses a JWT key that is not PEM', () => {
    expect(problemsOf({ JWT_PRIVATE_KEY: 'abc' })).toEqual([
      'JWT_PRIVATE_KEY must be a PKCS#8 PEM Ed25519 key (-----BEGIN PRIVATE KEY-----)',
    ]);
  });
});
