// The README examples the consumer app compiles and runs. Every ```ts and ```tsx block of the
// published packages' READMEs becomes a module of its own under src/readme/, so an example that
// stops matching the packages fails the suite instead of misleading a reader. A block whose info
// string names a file (```tsx file=src/main.tsx) is that file of the consumer app, written as it
// is: the complete sign-in the suite drives in Chromium is the READMEs' code (src/ for the Vite
// app, app/ for the Next.js App Router app). Two READMEs may show the same file (ui-kit's and
// flows-core's each stand alone); they must show it identically.

/** The fenced code blocks of a Markdown text, with their language and the `file=` they name. */
export function codeBlocks(markdown) {
  const blocks = [];
  const fence = /^```([\w-]*)([^\n]*)\n([\s\S]*?)^```\s*$/gm;
  for (const [, language, info, code] of markdown.matchAll(fence)) {
    const file = info.match(/(?:^|\s)file=(\S+)/)?.[1];
    blocks.push(file ? { language, code, file } : { language, code });
  }
  return blocks;
}

/**
 * The modules to write for one package's README: `{ file, code }` for each TypeScript block that
 * names no file, named after the package and the block's position. Each is made a module
 * (`export {}`) so top-level `await` and local names stay its own.
 */
export function exampleModules(packageName, markdown) {
  return codeBlocks(markdown)
    .filter(({ language, file }) => (language === 'ts' || language === 'tsx') && !file)
    .map(({ language, code }, index) => ({
      file: `${packageName}-${index + 1}.${language}`,
      code: `${code}\nexport {};\n`,
    }));
}

/**
 * The app files the READMEs show, `{ file, code, from: [package names] }`, from
 * `{ packageName: markdown }`. Throws when a file is not a relative path inside `src/` or `app/`
 * (Next.js's App Router), or when two READMEs show one file differently.
 */
export function appFiles(readmes) {
  const files = new Map();
  for (const [packageName, markdown] of Object.entries(readmes)) {
    for (const { file, code } of codeBlocks(markdown)) {
      if (!file) continue;
      if (!/^(src|app)\/[\w./-]+$/.test(file) || file.includes('..'))
        throw new Error(`${packageName} README: file=${file} is not a path inside src/ or app/`);
      const seen = files.get(file);
      if (!seen) files.set(file, { file, code, from: [packageName] });
      else if (seen.code !== code)
        throw new Error(
          `${file} differs between the READMEs of ${seen.from.join(', ')} and ${packageName}`,
        );
      else seen.from.push(packageName);
    }
  }
  return [...files.values()];
}
