#!/usr/bin/env node
// No import cycles (issue 33, item 7): the static import graph of every package's and app's
// source (packages/*/src, apps/*/src, apps/portal/server), with relative imports and workspace
// imports (`@forecourt/*`, through each package's `@forecourt/source` export) resolved to source
// files. A cycle makes module evaluation order depend on which file is imported first, so any
// cycle fails the check, listed as a chain of files.
//
// Type-only imports and re-exports (`import type`, `export type`) vanish at runtime: cycles that
// close only through them are listed apart, and fail too (two modules that each need the other to
// be understood). Not an edge at all: dynamic `import()`,
// which runs only after the importing module has been evaluated, so it cannot make evaluation
// order depend on which file loads first. Under the repository's `verbatimModuleSyntax`,
// `import { type A } from` stays as an import at runtime, so it is an edge like any other.
//
// No dependency: a small lexer (comments, strings, template literals and regular expressions
// skipped) and a reader of import and export statements over its tokens.
//
//   node scripts/checks/cycles.mjs [--root <dir>]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Cycles that are known and accepted, each as the files of its chain (from the root, in any
 * rotation). Empty: every cycle fails.
 * @type {string[][]}
 */
export const allowedCycles = [];

/** The source trees, from the root, as globs of one `*` level. */
const sourceTrees = ['packages/*/src', 'apps/*/src', 'apps/portal/server'];
const codeFile = /\.(?:[cm]?tsx?|[cm]?jsx?)$/;
const declarationFile = /\.d\.[cm]?ts$/;
const extensions = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];

// ---------------------------------------------------------------------------------------------
// Lexer

const identifierStart = /[\p{ID_Start}$_]/u;
const identifierPart = /[\p{ID_Continue}$\u200c\u200d]/u;
/** After these keywords a `/` starts a regular expression, not a division. */
const beforeExpression = new Set([
  'return',
  'typeof',
  'instanceof',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'case',
  'do',
  'else',
  'yield',
  'await',
  'extends',
]);

/**
 * The tokens of `source` that reading imports needs: identifiers (`id`), string literals (`str`,
 * with their value) and punctuation (`punct`, one character). Template literals become one `tmpl`
 * token (their `${}` expressions are lexed too), regular expressions one `regex`. A quote that a
 * line ends before closing (JSX text such as `Don't`) is taken as a lone character, so it cannot
 * swallow the rest of the file.
 */
export function tokenize(source) {
  const tokens = [];
  /** For each open template expression, the brace depth at which its `}` closes it. */
  const templates = [];
  let braces = 0;
  let i = 0;
  const n = source.length;
  const last = () => tokens[tokens.length - 1];

  const regexAllowed = () => {
    const previous = last();
    if (!previous) return true;
    if (previous.type === 'id') return beforeExpression.has(previous.value);
    // `</p>` closes a JSX element: after `<` a slash is never taken as a regular expression.
    if (previous.type === 'punct') return !')]}<'.includes(previous.value);
    return false;
  };

  /** Reads a template literal's text from `i` (after the backtick or a closing `}`). */
  const templateText = () => {
    while (i < n) {
      const c = source[i];
      if (c === '\\') i += 2;
      else if (c === '`') {
        i += 1;
        tokens.push({ type: 'tmpl' });
        return;
      } else if (c === '$' && source[i + 1] === '{') {
        i += 2;
        templates.push(braces);
        braces += 1;
        return;
      } else i += 1;
    }
  };

  while (i < n) {
    const c = source[i];
    if (c === '\n' || c === '\r' || c === ' ' || c === '\t' || c === '\f' || c === '\v') {
      i += 1;
    } else if (c === '/' && source[i + 1] === '/') {
      const end = source.indexOf('\n', i);
      i = end === -1 ? n : end;
    } else if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end === -1 ? n : end + 2;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      let value = '';
      let closed = false;
      while (j < n) {
        const d = source[j];
        if (d === '\\') {
          value += source[j + 1] ?? '';
          j += 2;
        } else if (d === c) {
          closed = true;
          j += 1;
          break;
        } else if (d === '\n') break;
        else {
          value += d;
          j += 1;
        }
      }
      if (closed) {
        tokens.push({ type: 'str', value });
        i = j;
      } else {
        tokens.push({ type: 'punct', value: c });
        i += 1;
      }
    } else if (c === '`') {
      i += 1;
      templateText();
    } else if (c === '/' && regexAllowed()) {
      let j = i + 1;
      let inClass = false;
      let closed = false;
      while (j < n) {
        const d = source[j];
        if (d === '\\') j += 2;
        else if (d === '\n') break;
        else if (inClass) {
          if (d === ']') inClass = false;
          j += 1;
        } else if (d === '[') {
          inClass = true;
          j += 1;
        } else if (d === '/') {
          closed = true;
          j += 1;
          break;
        } else j += 1;
      }
      if (closed) {
        while (j < n && identifierPart.test(source[j])) j += 1;
        tokens.push({ type: 'regex' });
        i = j;
      } else {
        tokens.push({ type: 'punct', value: c });
        i += 1;
      }
    } else if (identifierStart.test(c) || c === '\\') {
      let j = i + 1;
      while (j < n && identifierPart.test(source[j])) j += 1;
      tokens.push({ type: 'id', value: source.slice(i, j) });
      i = j;
    } else if (c >= '0' && c <= '9') {
      let j = i + 1;
      while (j < n && /[\w.]/.test(source[j])) j += 1;
      tokens.push({ type: 'num' });
      i = j;
    } else {
      if (c === '{') braces += 1;
      else if (c === '}') {
        braces -= 1;
        if (templates.length > 0 && templates[templates.length - 1] === braces) {
          templates.pop();
          i += 1;
          templateText();
          continue;
        }
      }
      tokens.push({ type: 'punct', value: c });
      i += 1;
    }
  }
  return tokens;
}

// ---------------------------------------------------------------------------------------------
// Imports

/**
 * The imports of `source`: `{ specifier, kind }` with kind `static` (evaluated before the
 * module), `type` (erased at runtime) or `dynamic` (`import()`, evaluated later).
 */
export function importsOf(source) {
  const tokens = tokenize(source);
  const found = [];
  const is = (k, type, value) =>
    tokens[k]?.type === type && (value === undefined || tokens[k].value === value);

  /** From token `k` (inside a statement), the `from '...'` that ends it; undefined if none. */
  const fromClause = (k) => {
    for (let j = k; j < tokens.length && j < k + 2000; j += 1) {
      if (is(j, 'punct', ';')) return undefined;
      if (is(j, 'id', 'from') && is(j + 1, 'str')) return tokens[j + 1].value;
      // A statement that is not an import ends where a new one starts.
      if (j > k && (is(j, 'id', 'import') || is(j, 'id', 'export')) && !is(j - 1, 'punct', '.'))
        return undefined;
    }
    return undefined;
  };

  for (let k = 0; k < tokens.length; k += 1) {
    const token = tokens[k];
    if (token.type !== 'id' || is(k - 1, 'punct', '.')) continue;
    if (token.value === 'import') {
      if (is(k + 1, 'punct', '.')) continue; // import.meta
      if (is(k + 1, 'punct', '(')) {
        if (is(k + 2, 'str')) found.push({ specifier: tokens[k + 2].value, kind: 'dynamic' });
        continue;
      }
      if (is(k + 1, 'str')) {
        found.push({ specifier: tokens[k + 1].value, kind: 'static' });
        continue;
      }
      // `import type X`, `import type { X }`, `import type * as X`; not `import type from`
      // or `import type, { X } from` (a default import named `type`).
      const typeOnly =
        is(k + 1, 'id', 'type') &&
        (is(k + 2, 'punct', '{') ||
          is(k + 2, 'punct', '*') ||
          (is(k + 2, 'id') && !is(k + 2, 'id', 'from')));
      const specifier = fromClause(k + 1);
      if (specifier !== undefined) found.push({ specifier, kind: typeOnly ? 'type' : 'static' });
    } else if (token.value === 'export') {
      const typeOnly =
        is(k + 1, 'id', 'type') && (is(k + 2, 'punct', '{') || is(k + 2, 'punct', '*'));
      const start = typeOnly ? k + 2 : k + 1;
      if (!is(start, 'punct', '{') && !is(start, 'punct', '*')) continue;
      const specifier = fromClause(start);
      if (specifier !== undefined) found.push({ specifier, kind: typeOnly ? 'type' : 'static' });
    }
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Files and resolution

/** The directories under `root` that `pattern` (one `*` at most per segment) names. */
function expand(root, pattern) {
  let dirs = [root];
  for (const segment of pattern.split('/')) {
    const next = [];
    for (const dir of dirs) {
      if (segment === '*') {
        if (!existsSync(dir)) continue;
        for (const name of readdirSync(dir).sort()) {
          if (statSync(join(dir, name)).isDirectory()) next.push(join(dir, name));
        }
      } else if (existsSync(join(dir, segment))) next.push(join(dir, segment));
    }
    dirs = next;
  }
  return dirs;
}

function* codeFiles(dir) {
  for (const name of readdirSync(dir).sort()) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* codeFiles(path);
    else if (codeFile.test(name) && !declarationFile.test(name)) yield path;
  }
}

/** Workspace packages under `root` (packages/*, apps/*): name to directory and exports. */
function workspacePackages(root) {
  const packages = new Map();
  for (const dir of [...expand(root, 'packages/*'), ...expand(root, 'apps/*')]) {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    if (manifest.name) packages.set(manifest.name, { dir, exports: manifest.exports });
  }
  return packages;
}

/** The source file an export entry names: its `@forecourt/source` condition, else its default. */
function sourceOfExport(entry) {
  if (typeof entry === 'string') return entry;
  if (entry && typeof entry === 'object') {
    for (const key of ['@forecourt/source', 'import', 'default']) {
      const target = sourceOfExport(entry[key]);
      if (target) return target;
    }
  }
  return undefined;
}

function asFile(path) {
  const candidates = [path];
  // TypeScript's convention: `./x.js` names `./x.ts`.
  const js = path.match(/^(.*)\.([cm]?)js(x?)$/);
  if (js) candidates.push(`${js[1]}.${js[2]}ts${js[3]}`);
  for (const extension of extensions) candidates.push(path + extension);
  for (const extension of extensions) candidates.push(join(path, `index${extension}`));
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** The file `specifier` imported from `from` names, or undefined (a dependency, an asset). */
function resolveImport(specifier, from, packages) {
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    return asFile(resolve(dirname(from), specifier));
  }
  const [scope, name, ...rest] = specifier.split('/');
  const packageName = scope?.startsWith('@') ? `${scope}/${name}` : scope;
  const subpath = scope?.startsWith('@') ? rest : [name, ...rest].filter(Boolean);
  const workspace = packages.get(packageName);
  if (!workspace) return undefined;
  const key = subpath.length === 0 ? '.' : `./${subpath.join('/')}`;
  const exports = workspace.exports;
  const entry =
    exports && typeof exports === 'object' && !Array.isArray(exports) && key in exports
      ? exports[key]
      : key === '.'
        ? (exports ?? './src/index.ts')
        : undefined;
  const target = sourceOfExport(entry);
  return target ? asFile(join(workspace.dir, target)) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Graph and cycles

/** Strongly connected components of `graph` (Tarjan), each a sorted list of nodes. */
function stronglyConnected(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let next = 0;
  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue;
    // Iterative depth-first search: the source trees are deep enough to matter.
    const work = [{ node: start, edges: [...(graph.get(start) ?? [])].sort(), at: 0 }];
    index.set(start, next);
    low.set(start, next);
    next += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.at < frame.edges.length) {
        const to = frame.edges[frame.at];
        frame.at += 1;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next);
          next += 1;
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edges: [...(graph.get(to) ?? [])].sort(), at: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(to)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node), low.get(frame.node)));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        components.push(component.sort());
      }
    }
  }
  return components;
}

/** The shortest chain from `start` back to itself inside `members` (breadth-first). */
function shortestCycleThrough(start, graph, members) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const to of [...(graph.get(node) ?? [])].sort()) {
      if (!members.has(to)) continue;
      if (to === start) {
        const chain = [];
        for (let at = node; at !== undefined; at = previous.get(at)) chain.unshift(at);
        return chain;
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return undefined;
}

/** `chain` rotated to start at its smallest file, so one cycle has one spelling. */
function canonical(chain) {
  let first = 0;
  for (let k = 1; k < chain.length; k += 1) if (chain[k] < chain[first]) first = k;
  return [...chain.slice(first), ...chain.slice(0, first)];
}

/**
 * The cycles of `graph`: for each strongly connected component with more than one file (or a
 * file importing itself), the shortest cycle through each of its files, without repeats, so
 * every file of a component shows in a chain.
 */
function cyclesOf(graph) {
  const cycles = [];
  for (const component of stronglyConnected(graph)) {
    const members = new Set(component);
    const selfLoop = component.length === 1 && graph.get(component[0])?.has(component[0]);
    if (component.length < 2 && !selfLoop) continue;
    const seen = new Set();
    const chains = [];
    for (const file of component) {
      const chain = shortestCycleThrough(file, graph, members);
      if (!chain) continue;
      const key = canonical(chain).join('\n');
      if (seen.has(key)) continue;
      seen.add(key);
      chains.push(canonical(chain));
    }
    chains.sort((a, b) => a.length - b.length || a.join().localeCompare(b.join()));
    cycles.push({ files: component, chains });
  }
  return cycles;
}

/**
 * Builds the import graph of the source trees under `root` and finds its cycles: `runtime`
 * (static value imports; these fail the check) and `typeOnly` (components that appear only when
 * type-only imports count too). Paths are relative to `root`, with `/`.
 */
export function findCycles(root) {
  const packages = workspacePackages(root);
  const name = (path) => relative(root, path).split(sep).join('/');
  const runtime = new Map();
  const withTypes = new Map();
  const unresolved = [];
  let files = 0;
  let dynamicImports = 0;
  for (const tree of sourceTrees) {
    for (const dir of expand(root, tree)) {
      for (const path of codeFiles(dir)) {
        files += 1;
        const from = name(path);
        runtime.set(from, runtime.get(from) ?? new Set());
        withTypes.set(from, withTypes.get(from) ?? new Set());
        for (const { specifier: written, kind } of importsOf(readFileSync(path, 'utf8'))) {
          // Vite's `?url`, `?raw`... name the same file.
          const specifier = written.replace(/\?.*$/, '');
          if (kind === 'dynamic') {
            dynamicImports += 1;
            continue;
          }
          const target = resolveImport(specifier, path, packages);
          if (!target) {
            if (specifier.startsWith('.') && !/\.(css|json|svg|png|woff2?)$/.test(specifier))
              unresolved.push(`${from}: ${specifier}`);
            continue;
          }
          if (!codeFile.test(target)) continue;
          const to = name(target);
          withTypes.get(from).add(to);
          if (kind === 'static') runtime.get(from).add(to);
        }
      }
    }
  }
  const runtimeCycles = cyclesOf(runtime);
  const runtimeFiles = new Set(runtimeCycles.flatMap((cycle) => cycle.files));
  // A component of the graph with types that holds a runtime cycle is reported with it; only
  // components made by type-only imports alone are listed as type-only.
  const typeOnly = cyclesOf(withTypes).filter(
    (cycle) => !cycle.files.some((file) => runtimeFiles.has(file)),
  );
  return { files, dynamicImports, unresolved, runtime: runtimeCycles, typeOnly };
}

/** True when `chain` is one of `allowed` (in any rotation). */
export function isAllowed(chain, allowed = allowedCycles) {
  const key = canonical(chain).join('\n');
  return allowed.some((entry) => canonical(entry).join('\n') === key);
}

/** `chain` as lines, back to its first file. */
function formatChain(chain) {
  return [...chain, chain[0]]
    .map((file, k) => (k === 0 ? `  ${file}` : `    -> ${file}`))
    .join('\n');
}

function main() {
  const rootFlag = process.argv.indexOf('--root');
  const root = resolve(
    rootFlag === -1 ? fileURLToPath(new URL('../..', import.meta.url)) : process.argv[rootFlag + 1],
  );
  const { files, dynamicImports, unresolved, runtime, typeOnly } = findCycles(root);
  const scope = `${files} source files (${sourceTrees.join(', ')})`;
  if (unresolved.length > 0) {
    console.error(`import cycles: ${unresolved.length} relative import(s) name no file:`);
    for (const entry of unresolved) console.error(`  ${entry}`);
    process.exit(1);
  }
  const notAllowed = (cycles) =>
    cycles
      .map((cycle) => ({ ...cycle, chains: cycle.chains.filter((chain) => !isAllowed(chain)) }))
      .filter((cycle) => cycle.chains.length > 0);
  const failing = notAllowed(runtime);
  // A cycle through type-only imports is erased at runtime, but still two modules that each
  // need the other to be understood: it fails too, listed apart.
  const failingTypes = notAllowed(typeOnly);
  if (failing.length > 0 || failingTypes.length > 0) {
    if (failing.length > 0) {
      console.error(
        `import cycles: ${failing.length} group(s) of files import each other, among ${scope}:`,
      );
    }
    for (const cycle of failing) {
      console.error(`\n${cycle.files.length} files, ${cycle.chains.length} chain(s):`);
      for (const chain of cycle.chains) console.error(formatChain(chain));
    }
    if (failingTypes.length > 0) {
      console.error(
        `import cycles: ${failingTypes.length} group(s) of files import each other through type-only imports, among ${scope}:`,
      );
    }
    for (const cycle of failingTypes) {
      console.error(`\n${cycle.files.length} files, ${cycle.chains.length} chain(s):`);
      for (const chain of cycle.chains) console.error(formatChain(chain));
    }
    process.exit(1);
  }
  console.log(`import cycles: none among ${scope}; ${dynamicImports} dynamic import() left out`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
