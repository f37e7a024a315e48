import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { TextField } from '../text-field/text-field.tsx';
import { darkThemeClass, themeClass, vars } from './theme.css.ts';

type SwatchesProps = { theme: 'light' | 'dark' };

/** A sample of the tokens in one theme. */
function Swatches({ theme }: SwatchesProps) {
  const roles = ['primary', 'text', 'textMuted', 'danger', 'success', 'info', 'warn'] as const;
  return (
    <div
      className={theme === 'dark' ? darkThemeClass : themeClass}
      style={{
        display: 'grid',
        gap: vars.space.lg,
        padding: vars.space.xl,
        background: vars.color.background,
        color: vars.color.text,
        fontFamily: vars.font.body,
      }}
    >
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, padding: 0 }}>
        {roles.map((role) => (
          <li key={role} style={{ listStyle: 'none', display: 'grid', gap: vars.space.xs }}>
            <span
              aria-hidden="true"
              style={{
                width: '3rem',
                height: '3rem',
                borderRadius: vars.radius.md,
                background: vars.color[role],
              }}
            />
            <span style={{ fontSize: vars.fontSize.sm }}>{role}</span>
          </li>
        ))}
      </ul>
      <TextField label="Username" />
      <div style={{ display: 'flex', gap: vars.space.sm }}>
        <Button>Login</Button>
        <Button variant="secondary">Sign in With Id</Button>
        <Button variant="link">Forgot Password?</Button>
      </div>
    </div>
  );
}

const meta = {
  title: 'Foundations/Theme',
  component: Swatches,
  args: { theme: 'light' },
} satisfies Meta<typeof Swatches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Login' })).toBeVisible();
  },
};

export const Dark: Story = { args: { theme: 'dark' } };
