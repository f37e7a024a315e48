// The parts every tokens page is made of: the page, its table, a colour's swatch, a size with its
// pixels. Storybook's (tokens.stories.tsx), not the package's: src/theme/pages is not published.
import { type CSSProperties, type ReactNode, useId } from 'react';
import { vars } from '../theme.css.ts';
import { sharedTokens } from '../tokens.ts';

export const cell: CSSProperties = {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'middle',
};
export const code: CSSProperties = { fontFamily: vars.font.mono, fontSize: vars.fontSize.sm };

/** A page of tokens (an h1), or a part of the overview page (`part`: an h2). */
export function Page({
  title,
  intro,
  children,
  part = false,
}: {
  title: string;
  intro: string;
  children: ReactNode;
  part?: boolean;
}) {
  const id = useId();
  const Heading = part ? 'h2' : 'h1';
  return (
    <section
      aria-labelledby={id}
      style={{
        display: 'grid',
        gap: vars.space.lg,
        padding: vars.space.lg,
        background: vars.color.surface,
        color: vars.color.text,
        borderRadius: vars.radius.lg,
        fontFamily: vars.font.body,
        maxWidth: '72rem',
      }}
    >
      <Heading id={id} style={{ margin: 0, fontSize: part ? vars.fontSize.lg : vars.fontSize.xl }}>
        {title}
      </Heading>
      <p style={{ margin: 0, color: vars.color.textMuted }}>{intro}</p>
      <div style={{ overflowX: 'auto' }}>{children}</div>
    </section>
  );
}

export function Table({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          {head.map((label) => (
            <th key={label} scope="col" style={cell}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed and never reorder
          <tr key={index}>
            {row.map((content, column) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed
              <td key={column} style={cell}>
                {content}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A colour's sample and value: small in the roles' tables, `large` on the palette. */
export function Swatch({ value, large = false }: { value: string; large?: boolean }) {
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: large ? vars.space.md : vars.space.sm,
      }}
    >
      <span
        aria-hidden="true"
        style={{
          width: large ? '4rem' : '1.5rem',
          height: large ? '2.5rem' : '1.5rem',
          borderRadius: large ? vars.radius.md : vars.radius.sm,
          background: value,
          border: `1px solid ${vars.color.borderStrong}`,
        }}
      />
      <code style={code}>{value}</code>
    </span>
  );
}

/** `var(--fontSize-md__1a2b)` as the token's name and value: `fontSize.md (1rem, 16 px)`. */
export function tokenOf(reference: string): string {
  for (const [group, tokens] of Object.entries(vars) as [string, Record<string, string>][]) {
    for (const [name, each] of Object.entries(tokens)) {
      if (each !== reference) continue;
      const value = (sharedTokens as Record<string, Record<string, string>>)[group]?.[name];
      return value ? `${group}.${name} (${withPixels(value)})` : `${group}.${name}`;
    }
  }
  return reference;
}

/** A rem value with its pixels beside it (1 rem is 16 px, the browsers' default). */
export function withPixels(value: string): string {
  const rem = /^(\d*\.?\d+)rem$/.exec(value);
  return rem ? `${value}, ${Number(rem[1]) * 16} px` : value;
}
