// The README examples the consumer app compiles: every ```ts and ```tsx block of the published
// packages' READMEs becomes a module of its own under src/readme/, so an example that stops
// matching the packages fails the suite instead of misleading a reader.

/** The fenced code blocks of a Markdown text, with their language. */
export function codeBlocks(markdown) {
  const blocks = [];
  const fence = /^```([\w-]*)[^\n]*\n([\s\S]*?)^```\s*$/gm;
  for (const [, language, code] of markdown.matchAll(fence)) blocks.push({ language, code });
  return blocks;
}

/**
 * The modules to write for one package's README: `{ file, code }` for each TypeScript block,
 * named after the package and the block's position. Each is made a module (`export {}`) so
 * top-level `await` and local names stay its own.
 */
export function exampleModules(packageName, markdown) {
  return codeBlocks(markdown)
    .filter(({ language }) => language === 'ts' || language === 'tsx')
    .map(({ language, code }, index) => ({
      file: `${packageName}-${index + 1}.${language}`,
      code: `${code}\nexport {};\n`,
    }));
}
