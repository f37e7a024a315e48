import { apiBasePath } from '@forecourt/contract';
import { ConfigError, loadConfig } from './config.ts';
import { demoAdmins, demoLogins } from './db/seed.ts';
import { startService } from './start.ts';

// The service's entry point: `node --conditions=@forecourt/source src/server.ts`.

function printBanner(service: Awaited<ReturnType<typeof startService>>, production: boolean): void {
  console.log(
    `\nForecourt user service (${service.engine}${service.seeded ? ', seeded just now' : ''})`,
  );
  console.log(`  API      ${service.url}${apiBasePath}`);
  console.log(`  health   ${service.url}/healthz`);
  if (!production) console.log(`  outbox   ${service.url}/__dev/outbox?to=<mobile or e-mail>`);
  for (const [type, url] of Object.entries(service.siteUrls))
    console.log(`  ${type.padEnd(12)} ${url}/home/{kid}`);
  if (production) return;
  console.log('\nDemo logins (password / ID number / mobile / e-mail):');
  for (const login of demoLogins) {
    console.log(
      `  ${login.type.padEnd(12)} ${login.username.padEnd(13)} ${login.password}  ${login.idNumber}  ${login.mobileNo}  ${login.email}`,
    );
  }
  console.log('Demo admins (with any username of the same type):');
  for (const admin of demoAdmins) {
    console.log(
      `  ${admin.type.padEnd(12)} ${admin.adminUsername.padEnd(13)} ${admin.adminPassword}`,
    );
  }
  console.log('Unregistered finance customers: 9001015800088, 8504150123084\n');
}

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const service = await startService(config);
  printBanner(service, config.production);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: shutting down`);
    service.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(
    'The user service could not start:',
    error instanceof Error ? error.message : error,
  );
  process.exit(1);
});
