import { loadConfig } from '../src/config.ts';
import { randomSchemaName } from '../src/db/database.ts';
import { startService } from '../src/start.ts';

// The benchmark's server: the real service (startService, default logger, Argon2id at the OWASP
// cost) in its own process, so the load generator does not share its event loop. It differs
// from `pnpm start` in three ways only: the per-client limit is lifted (one load generator sends
// far more than 300 requests a minute), storage is throwaway (PGlite in memory, or a fresh
// Postgres schema dropped at the end), and it reports its URL to the parent over IPC.

async function main(): Promise<void> {
  const config = loadConfig({
    ...process.env,
    DATA_DIR: 'memory://',
    PORT: '0',
    SITE_PORTS: 'off',
    NODE_ENV: 'development',
  });
  config.rules = { ...config.rules, clientRequests: { limit: 1_000_000_000, windowSeconds: 60 } };
  const service = await startService(
    config,
    config.databaseUrl === undefined ? {} : { schema: randomSchemaName() },
  );
  const stop = async () => {
    await service.close();
    process.exit(0);
  };
  process.once('disconnect', stop);
  process.once('SIGTERM', stop);
  process.send?.({ url: service.url, engine: service.engine, apiToken: config.apiToken });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
