// The colour pages: every role with its contrast, the palette behind the roles, and its ramps.
import { colorUsage, contrastRatio } from '../contrast.ts';
import { paletteOf, rampsOf } from '../palette.ts';
import { vars } from '../theme.css.ts';
import { themes } from '../themes.ts';
import type { ColorTokens } from '../tokens.ts';
import { code, Page, Swatch, Table } from './blocks.tsx';

export function Contrast({ colors, role }: { colors: ColorTokens; role: keyof ColorTokens }) {
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
export function Colours() {
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

/** The palette behind the roles: every value, lightest first, and which role takes it where. */
export function PalettePage() {
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

/** The palette as ramps: each hue family from lightest to darkest, with the roles of each step. */
export function Ramps() {
  const themeList = Object.values(themes);
  return (
    <Page
      part
      title="Colour ramps"
      intro="Every opaque colour of the themes by hue family, lightest first, each with the roles that take it (L: light theme, D: dark). Translucent colours (the scrim) and the shadows' are on the Colours and Shadows pages."
    >
      <Table
        head={['family', 'lightest to darkest']}
        rows={rampsOf(themeList).map(({ family, steps }) => [
          <span key="family">{family}</span>,
          <ol
            key="steps"
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: vars.space.md,
              margin: 0,
              padding: 0,
              listStyle: 'none',
            }}
          >
            {steps.map(({ value, roles }) => (
              <li key={value} style={{ display: 'grid', gap: vars.space.xxs, width: '7.5rem' }}>
                <span
                  aria-hidden="true"
                  style={{
                    height: '2.5rem',
                    borderRadius: vars.radius.md,
                    background: value,
                    border: `1px solid ${vars.color.borderStrong}`,
                  }}
                />
                <code style={code}>{value}</code>
                <span style={{ fontSize: vars.fontSize.xs, color: vars.color.textMuted }}>
                  {roles
                    .filter(({ roles: names }) => names.length > 0)
                    .map(({ theme, roles: names }) => `${theme.charAt(0)}: ${names.join(', ')}`)
                    .join('; ')}
                </span>
              </li>
            ))}
          </ol>,
        ])}
      />
    </Page>
  );
}
