import type { Meta, StoryObj } from '@storybook/react-vite';
import { activeState, focusState, hoverState } from '../docs/states.ts';
import { buttonLink, nativeSelect } from './native.css.ts';
import { nativeElementsGuidance } from './native.guidance.tsx';

/** The kit's looks for native elements: `buttonLink` on a link, `nativeSelect` on a select. */
function NativeElements({ label = 'Language' }: { label?: string }) {
  return (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <a href="#customer" className={buttonLink}>
        Customer
      </a>
      <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
        {label}
        <select className={nativeSelect} defaultValue="en">
          <option value="en">English</option>
          <option value="af">Afrikaans</option>
          <option value="zu">isiZulu</option>
        </select>
      </label>
    </div>
  );
}

const meta = {
  title: 'Actions/Native elements',
  component: NativeElements,
  parameters: { guidance: nativeElementsGuidance },
} satisfies Meta<typeof NativeElements>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The landing's entries and the language switch of the portal use these two looks. */
export const LinkAndSelect: Story = {};

/** The pointer over both. */
export const Hover: Story = hoverState;

/** Keyboard focus shows the kit's ring on both. */
export const Focus: Story = focusState;

/** The link pressed. */
export const Active: Story = activeState;
