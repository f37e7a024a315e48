import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

// What a package's module reaches through its imports, for the tests that keep zod out of the
// entries a page's first chunk imports (validators' `/rules`, `/forms` and `/portal`, contract's
// `/tables`, flows-core's flows). Read from the source: the imports a bundler follows.

/** What a module imports for its values (type-only imports and re-exports are erased). */
export function valueImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const statements = /^(?:import|export)(?!\s+type\b)[^;]*?from\s+'([^']+)';/gms;
  return [...code.matchAll(statements)].map((match) => match[1] as string);
}

/** Every bare specifier the module `file` reaches through value imports of its package's files. */
export function reachedPackages(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  for (const specifier of valueImports(file)) {
    if (!specifier.startsWith('.')) packages.add(specifier);
    else
      for (const name of reachedPackages(join(dirname(file), specifier), seen)) packages.add(name);
  }
  return packages;
}
