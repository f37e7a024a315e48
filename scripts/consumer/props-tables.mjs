#!/usr/bin/env node
// The props tables of ui-kit's README, generated from the components' types: every component the
// package exports (the root and `./tooltip`), one table each, a row per prop declared by ui-kit
// (name, type as written, required, its doc comment, which states the default), then the React
// attribute sets it also accepts. The tables sit between `<!-- props:start -->` and
// `<!-- props:end -->` in packages/ui-kit/README.md.
//   node scripts/consumer/props-tables.mjs           fails when the README's tables are stale
//   node scripts/consumer/props-tables.mjs --write   rewrites them
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, sep } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const uiKit = join(root, 'packages', 'ui-kit');
const readmePath = join(uiKit, 'README.md');
export const start = '<!-- props:start (generated from the types; do not edit by hand) -->';
export const end = '<!-- props:end -->';

/** The entries a consumer imports, with the file that declares each. */
const entries = [
  { specifier: '@forecourt/ui-kit', file: join(uiKit, 'src', 'index.ts') },
  { specifier: '@forecourt/ui-kit/tooltip', file: join(uiKit, 'src', 'tooltip.ts') },
];

/** Escapes a table cell: pipes, and line breaks folded to spaces. */
export function cell(text) {
  return text.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');
}

/**
 * Every exported component: `{ name, specifier, description, props: [{ name, type, required,
 * doc }], inherited: [names of the React attribute sets also accepted] }`, sorted by name.
 */
export function components() {
  const ts = createRequire(join(root, 'package.json'))('typescript');
  const configPath = join(uiKit, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  const program = ts.createProgram(
    entries.map(({ file }) => file),
    config.options,
  );
  const checker = program.getTypeChecker();
  const own = (declaration) =>
    !relative(join(uiKit, 'src'), declaration.getSourceFile().fileName).startsWith('..');
  const found = [];
  for (const { specifier, file } of entries) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`no module for ${file}`);
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      if (!/^[A-Z]/.test(exported.name)) continue;
      const symbol =
        exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      if (!(symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable))) continue;
      const declaration = symbol.valueDeclaration;
      if (!declaration) continue;
      const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
      const [signature] = type.getCallSignatures();
      const [parameter] = signature?.getParameters() ?? [];
      if (!parameter) continue;
      const propsType = checker.getTypeOfSymbolAtLocation(parameter, declaration);
      const props = [];
      const inherited = new Set();
      for (const prop of checker.getPropertiesOfType(propsType)) {
        const declarations = prop.declarations ?? [];
        // A prop ui-kit redeclares (Button's `disabled`) is ui-kit's.
        const propDeclaration = declarations.find(own) ?? declarations[0];
        if (!propDeclaration) continue;
        if (!own(propDeclaration)) {
          const parent = propDeclaration.parent;
          if (parent && (ts.isInterfaceDeclaration(parent) || ts.isTypeAliasDeclaration(parent)))
            inherited.add(parent.name.text);
          continue;
        }
        const node = propDeclaration.type;
        // A named union of ui-kit's (CaptchaStatus) is spelled out: the reader has no type file.
        const named =
          node && ts.isTypeReferenceNode(node) && !node.typeArguments
            ? checker.getTypeFromTypeNode(node)
            : undefined;
        const typeText =
          named?.isUnion() && own(named.aliasSymbol?.declarations?.[0] ?? propDeclaration)
            ? named.types.map((member) => checker.typeToString(member)).join(' | ')
            : node
              ? node.getText()
              : checker.typeToString(checker.getTypeOfSymbolAtLocation(prop, propDeclaration));
        props.push({
          name: prop.name,
          type: typeText,
          required: !(prop.flags & ts.SymbolFlags.Optional),
          doc: ts.displayPartsToString(prop.getDocumentationComment(checker)),
        });
      }
      found.push({
        name: exported.name,
        specifier,
        description: ts.displayPartsToString(symbol.getDocumentationComment(checker)),
        props,
        inherited: mostSpecific(inherited),
      });
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

/** React's attribute sets, without those a more specific one (`ButtonHTMLAttributes`) extends. */
export function mostSpecific(names) {
  const specific = [...names].some(
    (name) => /.HTMLAttributes$/.test(name) && name !== 'HTMLAttributes',
  );
  const general = new Set(['HTMLAttributes', 'AriaAttributes', 'DOMAttributes']);
  return [...names].filter((name) => !(specific && general.has(name))).sort();
}

/** The Markdown of the tables (between the markers, markers excluded). */
export function renderTables(list) {
  const parts = [
    '',
    `Generated from the types of ${list.length} components; \`?\` marks an optional prop, and each`,
    'description states the default. Every visible text has an English default you can replace.',
    '',
  ];
  for (const component of list) {
    parts.push(`### \`${component.name}\``, '');
    parts.push(`\`import { ${component.name} } from '${component.specifier}';\``, '');
    if (component.description) parts.push(cell(component.description), '');
    parts.push('| Prop | Type | Description |', '|---|---|---|');
    for (const prop of component.props)
      parts.push(
        `| \`${prop.name}${prop.required ? '' : '?'}\` | \`${cell(prop.type)}\` | ${cell(prop.doc) || '-'} |`,
      );
    parts.push('');
    if (component.inherited.length > 0)
      parts.push(
        `Also takes the React attributes of ${component.inherited.map((name) => `\`${name}\``).join(', ')} (passed on to the element).`,
        '',
      );
  }
  return parts.join('\n');
}

/** The README with its tables replaced by `tables`; throws when the markers are missing. */
export function withTables(readme, tables) {
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README has no '${start}' ... '${end}' block`);
  return `${readme.slice(0, from + start.length)}\n${tables}\n${readme.slice(to)}`;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const readme = readFileSync(readmePath, 'utf8');
  const updated = withTables(readme, renderTables(components()));
  const shown = relative(root, readmePath).split(sep).join('/');
  if (process.argv.includes('--write')) {
    writeFileSync(readmePath, updated);
    console.log(`props tables: wrote ${shown}`);
  } else if (updated !== readme) {
    console.error(
      `props tables: ${shown} is out of date with the components' types; run node scripts/consumer/props-tables.mjs --write`,
    );
    process.exit(1);
  } else console.log(`props tables: ${shown} matches the types`);
}
