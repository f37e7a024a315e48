// The public names of each published package, read from its entry modules' `export {}` lists
// (the packages export only that way: docs/architecture.md, 'Packages and the direction of their
// arrows').
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The names one entry module's source exports (`export { a, type B, c as d } from '...'`). */
export function exportedNames(source) {
  const names = [];
  for (const [, list] of source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const raw of list.split(',')) {
      const item = raw
        .replace(/\/\/.*$/gm, '')
        .trim()
        .replace(/^type\s+/, '');
      if (item === '') continue;
      const alias = item.split(/\s+as\s+/);
      names.push((alias[1] ?? alias[0]).trim());
    }
  }
  return names;
}

/** Names exported by more than one package: `{ name, packages }`, empty when each has one home. */
export function sharedNames(exportsByPackage) {
  const homes = new Map();
  for (const [name, names] of Object.entries(exportsByPackage)) {
    for (const exported of new Set(names))
      homes.set(exported, [...(homes.get(exported) ?? []), name]);
  }
  return [...homes]
    .filter(([, packages]) => packages.length > 1)
    .map(([name, packages]) => ({ name, packages }));
}

/** The source module of every entry of a package's `exports` map (its `@forecourt/source`). */
export function entryModules(manifest) {
  return Object.values(manifest.exports ?? {})
    .map((target) => (typeof target === 'object' ? target['@forecourt/source'] : undefined))
    .filter((source) => typeof source === 'string' && /\.[cm]?[jt]sx?$/.test(source))
    .map((source) => source.replace(/^\.\//, ''));
}

/** The public names of the four published packages (every entry of each, as they declare). */
export function workspaceExports(root) {
  const names = ['validators', 'contract', 'flows-core', 'ui-kit'];
  const entries = Object.fromEntries(
    names.map((name) => {
      const manifest = JSON.parse(
        readFileSync(join(root, 'packages', name, 'package.json'), 'utf8'),
      );
      return [name, entryModules(manifest)];
    }),
  );
  return Object.fromEntries(
    Object.entries(entries).map(([name, files]) => [
      name,
      files.flatMap((file) =>
        exportedNames(readFileSync(join(root, 'packages', name, file), 'utf8')),
      ),
    ]),
  );
}
