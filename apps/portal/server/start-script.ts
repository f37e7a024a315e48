import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { build, defaultClientConditions } from 'vite';
import { dealerGroupsPath } from '../src/edge/start-script/dealer-groups-path.ts';

/** What the start script's build puts in for the names it declares. */
const startScriptDefines = { __DEALER_GROUPS_PATH__: JSON.stringify(dealerGroupsPath) };

/** The built start script and the CSP source that allows it and no other inline script. */
export type BuiltStartScript = { script: string; source: string };

/**
 * Builds the start script (src/edge/start-script, the page's one inline script) with the app's
 * own toolchain, minified into one immediately run function, and hashes it for the policy.
 */
export async function buildStartScript(): Promise<BuiltStartScript> {
  const root = join(import.meta.dirname, '..');
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    root,
    resolve: { conditions: ['@forecourt/source', ...defaultClientConditions] },
    define: startScriptDefines,
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: {
        entry: join(root, 'src/edge/start-script/index.ts'),
        formats: ['iife'],
        name: 'forecourtStart',
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs.flatMap((output) => ('output' in output ? output.output : []))[0];
  if (chunk?.type !== 'chunk') throw new Error('start script: the build wrote no script');
  const script = chunk.code.trim();
  // Inline in the page: text that would end the script element early cannot stand in it.
  if (/<\/script|<!--/i.test(script))
    throw new Error('start script: it would end its element early');
  return { script, source: `'sha256-${createHash('sha256').update(script).digest('base64')}'` };
}
