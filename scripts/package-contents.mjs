// What a published tarball must hold, and what it must not: the rules `check-packages.mjs`
// applies to every packed package. Pure, so the rules are tested without packing anything.

/** Files no tarball may carry: tests, stories, fixtures, local configuration, build caches. */
const privatePatterns = [
  [/\.(test|test-d|spec)\.[cm]?[jt]sx?$/, 'a test file'],
  [/\.stories\.[cm]?[jt]sx?$/, 'a story'],
  [
    /(^|\/)(test|tests|__tests__|fixtures|reports|coverage|\.turbo|node_modules)\//,
    'a private folder',
  ],
  [/(^|\/)\.env(\.|$)/, 'an environment file'],
  [
    /(^|\/)(tsconfig[^/]*\.json|tsup\.config\.ts|vitest\.config\.ts|biome\.json)$/,
    'build configuration',
  ],
  [/\.tgz$/, 'a nested tarball'],
];

/** Test doubles: allowed only in a package that exports them as `./testing`. */
const testDouble = /(^|\/)testing(\/|\.(d\.)?[cm]?[jt]sx?(\.map)?$)/;
/** Test doubles and harnesses by name (`fake-*`, `*-harness`, `mock-*`, `test-utils`). */
const testDoubleName = /(^|\/)(fake-[^/]*|[^/]*-harness|mock-[^/]*|test-utils)\.[^/]*$/;

/** Every file an `exports` map points at (types and default conditions, nested or not). */
function exportTargets(exportsMap) {
  const targets = [];
  const visit = (value) => {
    if (typeof value === 'string') targets.push(value.replace(/^\.\//, ''));
    else if (value && typeof value === 'object') {
      for (const [condition, inner] of Object.entries(value)) {
        // The source condition points into src/ for this workspace's tools; checked as a file too.
        if (condition !== '@forecourt/source') visit(inner);
      }
    }
  };
  visit(exportsMap);
  return targets;
}

/** Whether `file` is `target`, or one of the files a subpath pattern (`dist/tokens/*.json`) names. */
function matchesTarget(file, target) {
  if (!target.includes('*')) return file === target;
  const [before = '', after = ''] = target.split('*');
  return (
    file.startsWith(before) && file.endsWith(after) && file.length > before.length + after.length
  );
}

/**
 * The problems of one packed package: `files` are the paths inside the tarball without the
 * leading `package/`, `manifest` its package.json, `privatePackages` the names of the
 * workspace's private packages. An empty list means it may be published.
 */
export function tarballProblems({ files, manifest, privatePackages = [] }) {
  const problems = [];
  const has = new Set(files);
  for (const required of ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md']) {
    if (!has.has(required)) problems.push(`missing ${required}`);
  }
  if (!files.some((file) => file.startsWith('dist/'))) problems.push('missing dist/');
  for (const target of exportTargets(manifest.exports ?? {})) {
    if (!files.some((file) => matchesTarget(file, target))) {
      problems.push(`exports points at ${target}, which is not in the tarball`);
    }
  }
  if (!files.some((file) => file.endsWith('.d.ts'))) problems.push('no type declarations');
  // Test doubles (a `testing/` folder, a `testing` module) ship only behind a `./testing` entry,
  // so an app imports them on purpose and never through the root entry.
  const testingEntry = Object.hasOwn(manifest.exports ?? {}, './testing');
  for (const file of files) {
    for (const [pattern, what] of privatePatterns) {
      if (pattern.test(file)) problems.push(`${file} is ${what}`);
    }
    if (!testingEntry && testDouble.test(file)) {
      problems.push(`${file} is a test double, but the package has no ./testing entry`);
    }
    if (testDoubleName.test(file) && !/(^|\/)testing\//.test(file)) {
      problems.push(`${file} is a test double outside a testing/ folder`);
    }
  }
  // A stylesheet ships only when the `exports` map names it: the package's JS imports no CSS,
  // so any other one is a copy nobody loads.
  const targets = new Set(exportTargets(manifest.exports ?? {}));
  for (const file of files) {
    if (file.startsWith('dist/') && file.endsWith('.css') && !targets.has(file)) {
      problems.push(`${file} is a stylesheet no export names (unused)`);
    }
  }
  // `engines` says where the package runs. One that needs react-dom runs in a browser: a Node
  // range would be a claim nobody checks.
  if (manifest.engines?.node !== undefined && manifest.peerDependencies?.['react-dom']) {
    problems.push(`engines.node is ${manifest.engines.node}, but the package is browser-only`);
  }
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (String(range).startsWith('workspace:')) problems.push(`${field}.${name} is ${range}`);
    }
  }
  // A private package is nowhere to be had: naming one, even as a devDependency, sends a reader
  // (or a tool that installs the dev setup) after a package the registry does not have.
  const hidden = new Set(privatePackages);
  for (const field of [
    'dependencies',
    'devDependencies',
    'peerDependencies',
    'optionalDependencies',
  ]) {
    for (const name of Object.keys(manifest[field] ?? {})) {
      if (hidden.has(name)) problems.push(`${field}.${name} is a private package`);
    }
  }
  if (manifest.private === true) problems.push('package.json says private');
  if (
    !/^git\+https:\/\/github\.com\/forecourt\/forecourt\.git$/.test(manifest.repository?.url ?? '')
  ) {
    problems.push(`repository url is ${manifest.repository?.url ?? 'missing'}`);
  }
  return problems;
}

/** `'use client'` (or `"use client"`) as a module's first statement. */
const useClient = /^\s*(['"])use client\1;?(\s|$)/;

/**
 * Which built entries are client modules: each `exports` entry with a JavaScript file must start
 * with `'use client'` exactly when `clientEntries` names it (a React server component may import
 * it; bundlers keep the boundary only when the directive is the file's first statement), and an
 * entry that is not named must not (it stays usable from a server component, e.g. a
 * framework-free root). `read(file)` gives a tarball file's text.
 */
export function directiveProblems({ manifest, clientEntries, read }) {
  const problems = [];
  const exportsMap = manifest.exports ?? {};
  for (const entry of clientEntries) {
    if (!Object.hasOwn(exportsMap, entry)) problems.push(`client entry ${entry} is not exported`);
  }
  for (const [entry, target] of Object.entries(exportsMap)) {
    const file = typeof target === 'string' ? target : target?.default;
    if (typeof file !== 'string' || !/\.m?js$/.test(file)) continue;
    const client = useClient.test(read(file.replace(/^\.\//, '')));
    if (clientEntries.includes(entry) && !client)
      problems.push(`${entry} (${file}) is a client entry but does not start with 'use client'`);
    if (!clientEntries.includes(entry) && client)
      problems.push(`${entry} (${file}) starts with 'use client' but should be server-safe`);
  }
  return problems;
}
