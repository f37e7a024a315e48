import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { colorUsage, contrastRatio } from './contrast.ts';
import { vars } from './theme.css.ts';
import { themes } from './themes.ts';
import { type ColorTokens, sharedTokens } from './tokens.ts';

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

function Swatch({ value }: { value: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm }}>
      <span
        aria-hidden="true"
        style={{
          width: '1.5rem',
          height: '1.5rem',
          borderRadius: vars.radius.sm,
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
    intro: 'Elevation (vars.shadow), lowest first.',
    sample: (value) => (
      <span
        aria-hidden="true"
        style={{
          display: 'block',
          width: '4rem',
          height: '2.5rem',
          margin: vars.space.sm,
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
            {value}
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
export const Motion: Story = { args: { group: 'duration' } };
export const Sizes: Story = { args: { group: 'size' } };
