import type { Meta, StoryObj } from '@storybook/react-vite';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { colorUsage, contrastRatio } from './contrast.ts';
import { textStyles } from './text-styles.ts';
import { vars } from './theme.css.ts';
import { themes } from './themes.ts';
import { type ColorTokens, easing, sharedTokens } from './tokens.ts';

// Every value on these pages is read from the theme objects the CSS is built from
// (tokens.ts through theme.css.ts), never copied, so the pages cannot drift from the kit.

const cell: CSSProperties = {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'middle',
};
const code: CSSProperties = { fontFamily: vars.font.mono, fontSize: vars.fontSize.sm };

function Page({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby="tokens-heading"
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
      <h1 id="tokens-heading" style={{ margin: 0, fontSize: vars.fontSize.xl }}>
        {title}
      </h1>
      <p style={{ margin: 0, color: vars.color.textMuted }}>{intro}</p>
      <div style={{ overflowX: 'auto' }}>{children}</div>
    </section>
  );
}

function Table({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
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
function Swatch({ value, large = false }: { value: string; large?: boolean }) {
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

function Contrast({ colors, role }: { colors: ColorTokens; role: keyof ColorTokens }) {
  const pairs = colorUsage[role];
  if (pairs.length === 0) return <span style={{ color: vars.color.textMuted }}>a surface</span>;
  return (
    <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {pairs.map(({ on, minimum }) => {
        const ratio = contrastRatio(colors[role], colors[on]);
        return (
          <li key={on} style={{ fontSize: vars.fontSize.sm }}>
            {`${ratio.toFixed(2)}:1 on ${on} ${ratio >= minimum ? 'passes' : 'FAILS'} ${minimum}:1`}
          </li>
        );
      })}
    </ul>
  );
}

/** Every colour role of every theme, with its value and its contrast where it is used. */
function Colours() {
  const roles = Object.keys(colorUsage) as (keyof ColorTokens)[];
  const themeList = Object.values(themes);
  return (
    <Page
      title="Colours"
      intro="Each role's value in every theme and its WCAG contrast against each surface it is drawn on (4.5:1 for text, 3:1 for borders and the focus ring). Components use the roles through vars.color; the toolbar's theme switch shows the page itself in each theme."
    >
      <Table
        head={[
          'role',
          ...themeList.flatMap((theme) => [`${theme.title} value`, `${theme.title} contrast`]),
        ]}
        rows={roles.map((role) => [
          <code key="role" style={code}>
            {`color.${role}`}
          </code>,
          ...themeList.flatMap((theme) => [
            <Swatch key={`${theme.title}-value`} value={theme.colors[role]} />,
            <Contrast key={`${theme.title}-contrast`} colors={theme.colors} role={role} />,
          ]),
        ])}
      />
    </Page>
  );
}

/** Each colour value the themes use, once, with the roles that take it in each theme. */
function paletteOf(list: ReadonlyArray<{ title: string; colors: ColorTokens }>) {
  const values = [...new Set(list.flatMap((theme) => Object.values(theme.colors)))];
  return values.map((value) => ({
    value,
    roles: list.map((theme) => ({
      theme: theme.title,
      roles: Object.entries(theme.colors)
        .filter(([, each]) => each === value)
        .map(([role]) => role),
    })),
  }));
}

/** The palette behind the roles: every value, lightest first, and which role takes it where. */
function PalettePage() {
  const themeList = Object.values(themes);
  const palette = paletteOf(themeList);
  return (
    <Page
      title="Palette"
      intro="Every colour the themes are built from, each shown large, with the roles that take it in each theme. Components never use a value directly: they use the roles (vars.color)."
    >
      <Table
        head={['colour', ...themeList.map((theme) => `${theme.title} roles`)]}
        rows={palette.map(({ value, roles }) => [
          <Swatch key="value" value={value} large />,
          ...roles.map(({ theme, roles: names }) => (
            <span key={theme} style={code}>
              {names.length === 0 ? '—' : names.map((name) => `color.${name}`).join(', ')}
            </span>
          )),
        ])}
      />
    </Page>
  );
}

/** Each text style with a specimen in it and the tokens it is made of. */
function TextStylesPage() {
  return (
    <Page
      title="Text styles"
      intro="The kit's text styles (theme/text-styles.ts), each a set of type tokens the components' rules take together."
    >
      <Table
        head={['style', 'specimen', 'tokens']}
        rows={Object.entries(textStyles).map(([name, style]) => [
          <code key="name" style={code}>
            {name}
          </code>,
          <span key="specimen" style={{ ...style, display: 'block' }}>
            {name === 'code' ? '123 456' : 'Request OTP again in 00:03:00'}
          </span>,
          <ul key="tokens" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {Object.entries(style).map(([property, value]) => (
              <li key={property} style={code}>
                {`${property}: ${tokenOf(value)}`}
              </li>
            ))}
          </ul>,
        ])}
      />
    </Page>
  );
}

/** `var(--fontSize-md__1a2b)` as the token's name and value: `fontSize.md (1rem, 16 px)`. */
function tokenOf(reference: string): string {
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
function withPixels(value: string): string {
  const rem = /^(\d*\.?\d+)rem$/.exec(value);
  return rem ? `${value}, ${Number(rem[1]) * 16} px` : value;
}

/** The curve of `ease-out`, cubic-bezier(0, 0, 0.58, 1), drawn in a 100 x 100 box. */
const curves: Record<string, string> = {
  [easing.out]: 'M 0 100 C 0 100, 58 0, 100 0',
  [easing.linear]: 'M 0 100 L 100 0',
};

function Curve({ easing: name }: { easing: string }) {
  return (
    <svg
      viewBox="-4 -4 108 108"
      width="64"
      height="64"
      role="img"
      aria-label={`${name} curve: progress over time`}
      style={{ border: `1px solid ${vars.color.border}`, background: vars.color.background }}
    >
      <path d={curves[name]} fill="none" stroke={vars.color.primary} strokeWidth="4" />
    </svg>
  );
}

/** A dot that crosses its track at the duration and easing given, when asked. */
function Demo({ duration, easing: name }: { duration: string; easing: string }) {
  const [across, setAcross] = useState(false);
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: vars.space.md }}>
      <button
        type="button"
        onClick={() => setAcross((now) => !now)}
        style={{ ...textStyles.action, minHeight: vars.size.target }}
      >
        {`Play ${duration}`}
      </button>
      <span
        aria-hidden="true"
        style={{
          position: 'relative',
          width: '10rem',
          height: '1.5rem',
          borderRadius: vars.radius.full,
          background: vars.color.surfaceMuted,
        }}
      >
        <span
          data-motion-dot=""
          style={{
            position: 'absolute',
            insetBlock: 0,
            width: '1.5rem',
            borderRadius: vars.radius.full,
            background: vars.color.primary,
            transform: across ? 'translateX(8.5rem)' : 'translateX(0)',
            transition: still ? 'none' : `transform ${duration} ${name}`,
          }}
        />
      </span>
    </span>
  );
}

/** The durations with the curve the kit moves by and a demo of each. */
function MotionPage() {
  const rows = Object.entries(sharedTokens.duration).map(([name, value]) => [
    <code key="name" style={code}>{`duration.${name}`}</code>,
    <code key="value" style={code}>
      {`${value}, ${easing.out}`}
    </code>,
    <Curve key="curve" easing={easing.out} />,
    <Demo key="demo" duration={value} easing={easing.out} />,
  ]);
  return (
    <Page
      title="Motion"
      intro="Durations (vars.duration) and the curve every fade, slide and grow eases by (easing.out); the spinner turns linearly (easing.linear). The tooltip fades in over 250 ms (LIMITS-3). Under prefers-reduced-motion nothing moves: the kit's dialog, toast, tooltip and strength meter appear at once, the spinner slows down, and these demos jump to their end."
    >
      <div data-motion="">
        <Table head={['token', 'value', 'curve', 'demo']} rows={rows} />
      </div>
    </Page>
  );
}

type Group = Exclude<keyof typeof sharedTokens, 'font'>;

const groups: Record<
  Group,
  { title: string; intro: string; sample: (value: string) => ReactNode }
> = {
  space: {
    title: 'Spacing',
    intro: 'Gaps and padding (vars.space).',
    sample: (value) => (
      <span
        aria-hidden="true"
        style={{ display: 'block', width: value, height: '1rem', background: vars.color.primary }}
      />
    ),
  },
  radius: {
    title: 'Radii',
    intro: 'Corner radii (vars.radius).',
    sample: (value) => (
      <span
        aria-hidden="true"
        style={{
          display: 'block',
          width: '3rem',
          height: '3rem',
          borderRadius: value,
          border: `2px solid ${vars.color.primary}`,
        }}
      />
    ),
  },
  fontSize: {
    title: 'Type scale',
    intro: `Font sizes (vars.fontSize) in the body font: ${sharedTokens.font.body}. Monospace: ${sharedTokens.font.mono}.`,
    sample: (value) => <span style={{ fontSize: value }}>Welcome to dealer portal</span>,
  },
  fontWeight: {
    title: 'Font weights',
    intro: 'Font weights (vars.fontWeight).',
    sample: (value) => <span style={{ fontWeight: value }}>Validate and Login</span>,
  },
  lineHeight: {
    title: 'Line heights',
    intro: 'Line heights (vars.lineHeight).',
    sample: (value) => (
      <span style={{ display: 'block', lineHeight: value, maxWidth: '16rem' }}>
        Please wait while we load data. Request OTP again in 00:03:00.
      </span>
    ),
  },
  shadow: {
    title: 'Shadows',
    intro: 'Elevation (vars.shadow), lowest first, each under a card the size of a menu or toast.',
    sample: (value) => (
      <span
        aria-hidden="true"
        style={{
          display: 'block',
          width: '12rem',
          height: '6rem',
          margin: vars.space.xl,
          borderRadius: vars.radius.md,
          boxShadow: value,
          background: vars.color.surface,
        }}
      />
    ),
  },
  zIndex: {
    title: 'Z-index',
    intro: 'Stacking order (vars.zIndex), the base z-indices of LIMITS-2.',
    sample: () => null,
  },
  duration: {
    title: 'Motion',
    intro:
      'Durations (vars.duration). The tooltip fades in over 250 ms (LIMITS-3); under prefers-reduced-motion the dialog does not animate and the spinner slows down.',
    sample: () => null,
  },
  size: {
    title: 'Sizes',
    intro: 'Control height, minimum target (WCAG 2.2 2.5.8: 24 px) and dialog width.',
    sample: (value) => (
      <span
        aria-hidden="true"
        style={{ display: 'block', width: value, height: '0.5rem', background: vars.color.info }}
      />
    ),
  },
};

/** One group of the shared tokens: name, CSS variable value and a sample. */
function Scale({ group }: { group: Group }) {
  const { title, intro, sample } = groups[group];
  const tokens: Record<string, string> = sharedTokens[group];
  return (
    <Page title={title} intro={intro}>
      <Table
        head={['token', 'value', 'sample']}
        rows={Object.entries(tokens).map(([name, value]) => [
          <code key="name" style={code}>{`${group}.${name}`}</code>,
          <code key="value" style={code}>
            {withPixels(value)}
          </code>,
          sample(value),
        ])}
      />
    </Page>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: Scale,
  tags: ['!autodocs'],
  parameters: { controls: { disable: true } },
  args: { group: 'space' },
} satisfies Meta<typeof Scale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colors: Story = {
  name: 'Colours',
  render: () => <Colours />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One row per role of the contract, none failing its minimum in any theme.
    await expect(canvas.getAllByRole('row')).toHaveLength(Object.keys(colorUsage).length + 1);
    await expect(canvas.queryByText(/FAILS/)).toBeNull();
  },
};
export const Spacing: Story = { args: { group: 'space' } };
export const Radii: Story = { args: { group: 'radius' } };
export const TypeScale: Story = { name: 'Type scale', args: { group: 'fontSize' } };
export const FontWeights: Story = { name: 'Font weights', args: { group: 'fontWeight' } };
export const LineHeights: Story = { name: 'Line heights', args: { group: 'lineHeight' } };
export const Shadows: Story = { args: { group: 'shadow' } };
export const ZIndex: Story = { name: 'Z-index', args: { group: 'zIndex' } };
export const Motion: Story = {
  render: () => <MotionPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A row and a demo per duration; a demo's dot crosses its track when played.
    const plays = canvas.getAllByRole('button', { name: /^Play / });
    await expect(plays).toHaveLength(Object.keys(sharedTokens.duration).length);
    for (const play of plays) await userEvent.click(play);
    const dots = canvasElement.querySelectorAll<HTMLElement>('[data-motion-dot]');
    for (const dot of dots) await expect(dot.style.transform).toBe('translateX(8.5rem)');
  },
};
export const Palette: Story = {
  render: () => <PalettePage />,
  play: async ({ canvasElement }) => {
    // Every value of every theme is on the page, once.
    const palette = paletteOf(Object.values(themes));
    const shown = [...canvasElement.querySelectorAll('tbody tr td:first-child code')].map(
      (cell) => cell.textContent,
    );
    const values = Object.values(themes).flatMap((theme) => Object.values(theme.colors));
    await expect(new Set(shown)).toEqual(new Set(values));
    await expect(shown).toHaveLength(palette.length);
  },
};
export const TextStyleSpecimens: Story = {
  name: 'Text styles',
  render: () => <TextStylesPage />,
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await expect(rows).toHaveLength(Object.keys(textStyles).length + 1);
    // Sizes are named with their pixels beside the rem.
    await expect(
      within(canvasElement).getAllByText(/fontSize\.sm \(0\.875rem, 14 px\)/),
    ).not.toHaveLength(0);
  },
};
export const Sizes: Story = { args: { group: 'size' } };
