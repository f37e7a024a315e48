import {
  AnchorMdx,
  Controls,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import {
  type Guidance,
  type GuidanceLink,
  GuidanceSections,
} from '../packages/ui-kit/src/docs/guidance.tsx';

/** A guidance link as an MDX page's: Storybook moves to the page it names (`?path=`). */
const StorybookLink: GuidanceLink = ({ href, children }) => (
  <AnchorMdx href={href} target="_self">
    {children}
  </AnchorMdx>
);

/**
 * Every docs page: Storybook's autodocs blocks, and on a component's page its guidance
 * (`parameters.guidance`, GUIDE-53, GUIDE-61) between the props and the stories. Portal screens have none.
 */
export function DocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const guidance = preparedMeta.parameters.guidance as Guidance | undefined;
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <Controls />
      {guidance ? <GuidanceSections guidance={guidance} link={StorybookLink} /> : null}
      <Stories />
    </>
  );
}
