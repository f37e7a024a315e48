// The pages of the shared scales: text styles, type scale, space, radii, weights, line heights,
// shadows, z-index, sizes, and motion with its curve and a demo.
import { type ReactNode, useState } from 'react';
import { textStyles } from '../text-styles.ts';
import { vars } from '../theme.css.ts';
import { easing, sharedTokens } from '../tokens.ts';
import { code, Page, Table, tokenOf, withPixels } from './blocks.tsx';

/** Each text style with a specimen in it and the tokens it is made of. */
export function TextStylesPage() {
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

/** The curve of `ease-out`, cubic-bezier(0, 0, 0.58, 1), drawn in a 100 x 100 box. */
export const curves: Record<string, string> = {
  [easing.out]: 'M 0 100 C 0 100, 58 0, 100 0',
  [easing.linear]: 'M 0 100 L 100 0',
};

export function Curve({ easing: name }: { easing: string }) {
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
export function Demo({ duration, easing: name }: { duration: string; easing: string }) {
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
export function MotionPage({ part = false }: { part?: boolean }) {
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
      part={part}
      title="Motion"
      intro="Durations (vars.duration) and the curve every fade, slide and grow eases by (easing.out); the spinner turns linearly (easing.linear). The tooltip fades in over 250 ms (LIMITS-3). Under prefers-reduced-motion nothing moves: the kit's dialog, toast, tooltip and strength meter appear at once, the spinner slows down, and these demos jump to their end."
    >
      <div data-motion="">
        <Table head={['token', 'value', 'curve', 'demo']} rows={rows} />
      </div>
    </Page>
  );
}

export type Group = Exclude<keyof typeof sharedTokens, 'font'>;

export const groups: Record<
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
export function Scale({ group, part = false }: { group: Group; part?: boolean }) {
  const { title, intro, sample } = groups[group];
  const tokens: Record<string, string> = sharedTokens[group];
  return (
    <Page title={title} intro={intro} part={part}>
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
