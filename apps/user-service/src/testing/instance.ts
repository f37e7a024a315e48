import { runServer } from '../main.ts';

// A service process for the multi-process tests: the real entry point (`runServer`: config from
// the environment, banner, graceful SIGTERM), plus TEST_SCHEMA to share one Postgres schema
// between instances without touching `public`. Not for production use.

const schema = process.env.TEST_SCHEMA;
await runServer(process, console, schema ? { schema } : {});
