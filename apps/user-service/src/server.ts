import { runServer } from './main.ts';

// The service's entry point: `node --conditions=@forecourt/source src/server.ts`.
await runServer(process);
