// The supported Node range is stated once per package.json that states one; this keeps them equal, and proves the
// Node running the checks is inside it (CI runs on the version .nvmrc names).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const read = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const expected = read('package.json').engines.node;
const manifests = ['packages', 'apps'].flatMap((group) =>
  readdirSync(join(root, group)).map((name) => `${group}/${name}/package.json`),
);
const problems = manifests
  .map((path) => [path, read(path)])
  // A published package states a Node range only where it runs under Node (flows-core's headless
  // flows); one that states it states the root's. Browser-only and pure packages state none.
  .filter(
    ([, manifest]) =>
      !manifest.private &&
      manifest.engines?.node !== undefined &&
      manifest.engines.node !== expected,
  )
  .map(
    ([path, manifest]) =>
      `${path}: engines.node is ${manifest.engines?.node}, expected ${expected}`,
  );

const [major, minor] = process.versions.node.split('.').map(Number);
const floor = expected.match(/^>=(\d+)\.(\d+)/);
if (!floor) problems.push(`root engines.node '${expected}' is not of the form >=X.Y.Z`);
else if (major < Number(floor[1]) || (major === Number(floor[1]) && minor < Number(floor[2])))
  problems.push(`Node ${process.version} is outside the supported range ${expected}`);
const nvmrc = readFileSync(join(root, '.nvmrc'), 'utf8').trim();
if (process.env.CI && String(major) !== nvmrc)
  problems.push(`CI runs Node ${process.version} but .nvmrc says ${nvmrc}`);

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`node ${process.version}: inside the supported range ${expected} (.nvmrc ${nvmrc})`);
