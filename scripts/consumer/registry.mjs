// The local registry the consumer suite publishes the four packages to, so npm and pnpm install
// them by name and version as a published release would install (no `file:` tarballs, no
// overrides). verdaccio, listening on 127.0.0.1 only, with no uplink: it serves @forecourt/* and
// nothing else. The consumer apps' .npmrc sends only the @forecourt scope to it; react, vite and
// the rest come from npm's usual registry. verdaccio is installed with `npm ci` in
// scripts/consumer/registry/ (its own package-lock.json), outside the workspace lock.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { run, startProcess, stopProcess, waitForUrl } from './processes.mjs';

const registryDir = join(import.meta.dirname, 'registry');
export const scope = '@forecourt';

/** verdaccio's configuration: storage under `dir`, no uplinks, @forecourt/* published by a user. */
export function verdaccioConfig(dir) {
  return [
    `storage: ${JSON.stringify(join(dir, 'storage'))}`,
    'auth:',
    '  htpasswd:',
    `    file: ${JSON.stringify(join(dir, 'htpasswd'))}`,
    // No uplinks: nothing is fetched from the internet, for @forecourt/* or anything else.
    'uplinks: {}',
    'packages:',
    `  '${scope}/*':`,
    '    access: $all',
    '    publish: $authenticated',
    '    unpublish: $authenticated',
    "  '**':",
    '    access: $all',
    '    publish: $authenticated',
    'web:',
    '  enable: false',
    'log: { type: stdout, format: pretty, level: warn }',
    '',
  ].join('\n');
}

/** The .npmrc of a consumer app: only the @forecourt scope comes from the local registry. */
export function scopeNpmrc(url) {
  return `${scope}:registry=${url}\n`;
}

/** Installs verdaccio under scripts/consumer/registry when it is missing (npm ci, from the lock). */
export function ensureVerdaccio() {
  const bin = join(registryDir, 'node_modules', 'verdaccio', 'bin', 'verdaccio');
  if (!existsSync(bin))
    run(
      'npm',
      ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
      registryDir,
    );
  return bin;
}

/** Starts verdaccio on 127.0.0.1:`port` with its storage under `dir`; resolves with its URL. */
export async function startRegistry(dir, port) {
  const bin = ensureVerdaccio();
  mkdirSync(dir, { recursive: true });
  const configFile = join(dir, 'config.yaml');
  writeFileSync(configFile, verdaccioConfig(dir));
  const url = `http://127.0.0.1:${port}/`;
  const child = startProcess(
    'verdaccio',
    'node',
    [bin, '--config', configFile, '--listen', `127.0.0.1:${port}`],
    {
      cwd: dir,
    },
  );
  try {
    await waitForUrl(`${url}-/ping`, 60_000);
  } catch (error) {
    await stopProcess(child);
    throw new Error(`${error instanceof Error ? error.message : error}\n${child.output}`);
  }
  return { url, child };
}

/** Creates a user on the registry and returns its token (what `npm adduser` does). */
export async function addUser(url, name = 'consumer-suite', password = 'consumer-suite') {
  const response = await fetch(`${url}-/user/org.couchdb.user:${name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ _id: `org.couchdb.user:${name}`, name, password, type: 'user' }),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok || typeof body.token !== 'string')
    throw new Error(`verdaccio refused the user: ${response.status} ${JSON.stringify(body)}`);
  return body.token;
}

/** Publishes each tarball with `npm publish`, as a release would; `dir` holds the .npmrc. */
export function publish(url, token, tarballs, dir) {
  const npmrc = join(dir, 'publish.npmrc');
  const host = url.replace(/^https?:/, '');
  writeFileSync(npmrc, `${scope}:registry=${url}\n${host}:_authToken=${token}\n`);
  for (const file of tarballs)
    run(
      'npm',
      ['publish', file, '--userconfig', npmrc, '--access', 'public', '--loglevel=error'],
      dir,
      {},
      'quiet',
    );
}

/**
 * The versions of `name` on the registry. Retried: verdaccio closes idle keep-alive sockets, and
 * the first request on one fails.
 */
export async function publishedVersions(url, name) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(`${url}${name.replace('/', '%2f')}`);
      const body = await response.json();
      return Object.keys(body.versions ?? {});
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** The `sha512-...` integrity of a file, as lockfiles write it. */
export function integrityOf(file) {
  return `sha512-${createHash('sha512').update(readFileSync(file)).digest('base64')}`;
}

/**
 * The @forecourt/* packages an app's lockfile says were installed, with the integrity and the
 * address each came from: npm's package-lock.json or pnpm's pnpm-lock.yaml.
 */
export function installedFromLock(appDir) {
  const found = {};
  const npmLock = join(appDir, 'package-lock.json');
  if (existsSync(npmLock)) {
    const lock = JSON.parse(readFileSync(npmLock, 'utf8'));
    for (const [path, entry] of Object.entries(lock.packages ?? {})) {
      const name = path.match(/node_modules\/(@forecourt\/[^/]+)$/)?.[1];
      if (name)
        found[name] = { version: entry.version, integrity: entry.integrity, from: entry.resolved };
    }
  }
  const pnpmLock = join(appDir, 'pnpm-lock.yaml');
  if (existsSync(pnpmLock)) {
    const text = readFileSync(pnpmLock, 'utf8');
    const entry = /^ {2}'?(@forecourt\/[\w-]+)@([^':]+)'?:\n {4}resolution: \{([^}]*)\}/gm;
    for (const [, name, version, resolution] of text.matchAll(entry)) {
      const integrity = resolution.match(/integrity: ([^,\s]+)/)?.[1];
      const tarball = resolution.match(/tarball: ([^,\s]+)/)?.[1];
      found[name] = { version, integrity, from: tarball ?? 'registry' };
    }
  }
  return found;
}

/**
 * What is wrong with an install: a package missing, installed from a file or another address, or
 * with an integrity other than its tarball's (a stale cache would do that).
 */
export function installProblems(found, expected) {
  const problems = [];
  for (const [name, { version, integrity }] of Object.entries(expected)) {
    const got = found[name];
    if (!got) problems.push(`${name}: not in the lockfile`);
    else if (got.version !== version) problems.push(`${name}: ${got.version}, expected ${version}`);
    else if (got.integrity !== integrity)
      problems.push(`${name}: integrity ${got.integrity}, not the published tarball's`);
    else if (/^file:|\.tgz$/.test(got.from ?? '') && !/^https?:\/\/127\.0\.0\.1/.test(got.from))
      problems.push(`${name}: installed from ${got.from}, not the registry`);
  }
  return problems;
}

export { stopProcess };
