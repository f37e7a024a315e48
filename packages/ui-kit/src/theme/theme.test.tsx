import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button.tsx';
import { expectNoAxeViolations } from '../test/axe.ts';
import { darkThemeClass, themeClass, vars } from './theme.css.ts';
import { sharedTokens } from './tokens.ts';

describe('theme', () => {
  it('exposes every token as a CSS variable', () => {
    expect(vars.color.primary).toMatch(/^var\(--/);
    expect(vars.zIndex.modal).toMatch(/^var\(--/);
    expect(themeClass).not.toBe(darkThemeClass);
  });

  it('uses the z-indices of LIMITS-2', () => {
    expect(sharedTokens.zIndex).toMatchObject({
      modal: '1100',
      overlay: '1000',
      menu: '1000',
      tooltip: '1100',
    });
  });

  it('keeps controls reachable by keyboard inside a dark subtree', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <div className={darkThemeClass}>
        <Button>Login</Button>
      </div>,
    );
    await user.tab();
    expect(screen.getByRole('button')).toHaveFocus();
    await expectNoAxeViolations(container);
  });
});
