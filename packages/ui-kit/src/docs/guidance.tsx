// The guidance every component's docs page shows (GUIDE-53, GUIDE-61), in the same seven
// sections everywhere: When to use, When not to use, Do / Don't, Anatomy, Content,
// Accessibility, Related. Each component's
// stories give theirs as `parameters.guidance`; Storybook's docs template (.storybook/docs-page.tsx)
// renders it. Not exported from the kit's index: it is Storybook's, not the package's.
import type { ComponentType, ReactNode } from 'react';
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
  /** How it works without a mouse, without sight and without the page's colours. */
  accessibility: {
    /** The keys it answers to, each with what it does. */
    keyboard: ReadonlyArray<readonly [keys: string, action: string]>;
    /** What a screen reader says of it, and when. */
    screenReader: readonly string[];
    /**
     * What it looks like under forced colours (Windows contrast themes), as the browser draws
     * it from the kit's styles today.
     */
    forcedColors: readonly string[];
    /** What is known not to work well yet; empty when nothing is. */
    knownIssues: readonly string[];
  };
  /** Components and patterns to read next: a title and the Storybook docs id ('fields-select--docs'). */
  related: ReadonlyArray<readonly [title: string, docsId: string]>;
};

/** A link to another page of the Storybook; the docs page passes Storybook's own. */
export type GuidanceLink = ComponentType<{ href: string; children: ReactNode }>;

const plainLink: GuidanceLink = ({ href, children }) => <a href={href}>{children}</a>;

/** The five sections' headings, in the order the page shows them. */
export const guidanceSections = [
  'When to use',
  'When not to use',
  "Do / Don't",
  'Anatomy',
  'Content',
  'Accessibility',
  'Related',
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

/** The subsections of Accessibility, in the order the page shows them. */
export const accessibilitySubsections = [
  'Keyboard',
  'Screen readers',
  'Forced colours',
  'Known issues',
] as const;

function Items({ items, none }: { items: readonly string[]; none?: string }) {
  if (items.length === 0) return <p>{none}</p>;
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The guidance sections of a component's docs page. */
export function GuidanceSections({
  guidance,
  link: Link = plainLink,
}: {
  guidance: Guidance;
  /** Renders a link to another page of the Storybook. Default a plain `<a>`. */
  link?: GuidanceLink;
}) {
  const [whenToUse, whenNotToUse, doDont, anatomy, content, accessibility, related] =
    guidanceSections;
  const [keyboard, screenReaders, forcedColours, knownIssues] = accessibilitySubsections;
  const a11y = guidance.accessibility;
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
      <Items items={guidance.content} />
      <h2>{accessibility}</h2>
      <h3>{keyboard}</h3>
      {a11y.keyboard.length === 0 ? (
        <p>Nothing to operate: it is read, not used.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Key</th>
              <th scope="col">What it does</th>
            </tr>
          </thead>
          <tbody>
            {a11y.keyboard.map(([keys, action]) => (
              <tr key={keys}>
                <td>
                  <kbd>{keys}</kbd>
                </td>
                <td>{action}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>{screenReaders}</h3>
      <Items items={a11y.screenReader} />
      <h3>{forcedColours}</h3>
      <Items items={a11y.forcedColors} />
      <h3>{knownIssues}</h3>
      <Items items={a11y.knownIssues} none="None known." />
      <h2>{related}</h2>
      <ul>
        {guidance.related.map(([title, docsId]) => (
          <li key={docsId}>
            <Link href={`?path=/docs/${docsId}`}>{title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
