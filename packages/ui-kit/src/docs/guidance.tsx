// The guidance every component's docs page shows (GUIDE-53), in the same five sections
// everywhere: When to use, When not to use, Do / Don't, Anatomy, Content. Each component's
// stories give theirs as `parameters.guidance`; Storybook's docs template (.storybook/docs-page.tsx)
// renders it. Not exported from the kit's index: it is Storybook's, not the package's.
import type { ReactNode } from 'react';
import { vars } from '../theme/theme.css.ts';

/** A live example and the rule it shows. */
export type GuidanceExample = { example: ReactNode; rule: string };

/** What a designer needs to use a component well, beside its stories and props. */
export type Guidance = {
  /** Situations the component is made for. */
  whenToUse: readonly string[];
  /** Situations another component (or none) serves better, naming it. */
  whenNotToUse: readonly string[];
  /** Pairs of a right and a wrong use, shown side by side. */
  doDont: ReadonlyArray<{ do: GuidanceExample; dont: GuidanceExample }>;
  /** The parts, in reading order, each with what it is for. */
  anatomy: ReadonlyArray<readonly [part: string, purpose: string]>;
  /** Rules for the words: labels, messages, tone. */
  content: readonly string[];
};

/** The five sections' headings, in the order the page shows them. */
export const guidanceSections = [
  'When to use',
  'When not to use',
  "Do / Don't",
  'Anatomy',
  'Content',
] as const;

const card = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  overflow: 'hidden',
} as const;

function Example({ verdict, item }: { verdict: 'do' | 'dont'; item: GuidanceExample }) {
  const isDo = verdict === 'do';
  return (
    <figure data-guidance-example="" style={{ ...card, margin: 0 }}>
      <div
        style={{
          padding: vars.space.lg,
          minHeight: '6rem',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: vars.color.background,
        }}
      >
        {item.example}
      </div>
      <figcaption
        style={{
          borderTop: `4px solid ${isDo ? vars.color.success : vars.color.danger}`,
          padding: vars.space.md,
        }}
      >
        <strong
          data-guidance-verdict={verdict}
          style={{ color: isDo ? vars.color.success : vars.color.danger }}
        >
          {isDo ? 'Do' : "Don't"}
        </strong>{' '}
        {item.rule}
      </figcaption>
    </figure>
  );
}

/** The five guidance sections of a component's docs page. */
export function GuidanceSections({ guidance }: { guidance: Guidance }) {
  const [whenToUse, whenNotToUse, doDont, anatomy, content] = guidanceSections;
  return (
    <section data-guidance="" aria-label="Guidance">
      <h2>{whenToUse}</h2>
      <ul>
        {guidance.whenToUse.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h2>{whenNotToUse}</h2>
      <ul>
        {guidance.whenNotToUse.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h2>{doDont}</h2>
      {guidance.doDont.map((pair) => (
        <div
          key={pair.do.rule}
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
            gap: vars.space.md,
            marginBlock: vars.space.md,
          }}
        >
          <Example verdict="do" item={pair.do} />
          <Example verdict="dont" item={pair.dont} />
        </div>
      ))}
      <h2>{anatomy}</h2>
      <ol>
        {guidance.anatomy.map(([part, purpose]) => (
          <li key={part}>
            <strong>{part}</strong>: {purpose}
          </li>
        ))}
      </ol>
      <h2>{content}</h2>
      <ul>
        {guidance.content.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
