import {
  Controls,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { type Guidance, GuidanceSections } from '../packages/ui-kit/src/docs/guidance.tsx';

/**
 * Every docs page: Storybook's autodocs blocks, and on a component's page its guidance
 * (`parameters.guidance`, GUIDE-53) between the props and the stories. Portal screens have none.
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
      {guidance ? <GuidanceSections guidance={guidance} /> : null}
      <Stories />
    </>
  );
}
