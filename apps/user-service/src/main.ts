import { apiBasePath } from '@forecourt/contract';
import { ConfigError, loadConfig, type ServiceConfig } from './config.ts';
import { demoAdmins, demoLogins } from './db/seed.ts';
import { type RunningService, type StartOptions, startService } from './start.ts';

/** What `runServer` needs of the Node process; tests pass a fake to drive signals and exits. */
export interface HostProcess {
  env: Readonly<Record<string, string | undefined>>;
  exit(code: number): void;
  once(signal: 'SIGINT' | 'SIGTERM', listener: () => void): unknown;
}

/** Where the banner and the errors go. */
export interface Console {
  log(text: string): void;
  error(text: string, detail?: unknown): void;
}

function printBanner(service: RunningService, production: boolean, out: Console): void {
  out.log(
    `\nForecourt user service (${service.engine}${service.seeded ? ', seeded just now' : ''})`,
  );
  out.log(`  API      ${service.url}${apiBasePath}`);
  out.log(`  health   ${service.url}/healthz`);
  if (!production) out.log(`  outbox   ${service.url}/__dev/outbox?to=<mobile or e-mail>`);
  for (const [type, url] of Object.entries(service.siteUrls))
    out.log(`  ${type.padEnd(12)} ${url}/home/{kid}`);
  if (production) return;
  out.log('\nDemo logins (password / ID number / mobile / e-mail):');
  for (const login of demoLogins) {
    out.log(
      `  ${login.type.padEnd(12)} ${login.username.padEnd(13)} ${login.password}  ${login.idNumber}  ${login.mobileNo}  ${login.email}`,
    );
  }
  out.log('Demo admins (with any username of the same type):');
  for (const admin of demoAdmins) {
    out.log(`  ${admin.type.padEnd(12)} ${admin.adminUsername.padEnd(13)} ${admin.adminPassword}`);
  }
  out.log('Unregistered finance customers: 9001015800088, 8504150123084\n');
}

/**
 * Reads the config, starts the service, prints the banner and stops gracefully on SIGINT or
 * SIGTERM (requests in flight answered, connections and storage closed, exit 0). A bad config
 * or a failed start prints why and exits 1. Answers the running service, or undefined when it
 * did not start. `options` are startService's (the multi-process tests share a schema).
 */
export async function runServer(
  host: HostProcess,
  out: Console = console,
  options: StartOptions = {},
): Promise<RunningService | undefined> {
  let config: ServiceConfig;
  try {
    config = loadConfig(host.env);
  } catch (error) {
    out.error(error instanceof ConfigError ? error.message : String(error));
    host.exit(1);
    return undefined;
  }
  let service: RunningService;
  try {
    service = await startService(config, options);
  } catch (error) {
    out.error('The user service could not start:', error instanceof Error ? error.message : error);
    host.exit(1);
    return undefined;
  }
  printBanner(service, config.production, out);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    out.log(`\n${signal}: shutting down`);
    service.close().then(
      () => host.exit(0),
      (error: unknown) => {
        out.error('shutdown failed', error);
        host.exit(1);
      },
    );
  };
  host.once('SIGINT', () => stop('SIGINT'));
  host.once('SIGTERM', () => stop('SIGTERM'));
  return service;
}
