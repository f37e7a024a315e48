import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button.tsx';
import { expectNoAxeViolations } from '../test/axe.ts';
import { DisabledTooltip } from './disabled-tooltip.tsx';
import { Tooltip } from './tooltip.tsx';

describe('Tooltip', () => {
  it('opens on keyboard focus, describes its trigger and closes with Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Sends a new code">
        <Button>Resend</Button>
      </Tooltip>,
    );
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Sends a new code');
    expect(screen.getByRole('button', { name: 'Resend' })).toHaveAccessibleDescription(
      'Sends a new code',
    );
    await expectNoAxeViolations(document.body);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('waits 250 ms before opening on hover', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Sends a new code">
        <Button>Resend</Button>
      </Tooltip>,
    );
    await user.hover(screen.getByRole('button'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Sends a new code');
  });

  it("shows 'Field is disabled.' around a disabled control", async () => {
    const user = userEvent.setup();
    render(
      <DisabledTooltip disabled>
        <input aria-label="Name" readOnly aria-disabled="true" />
      </DisabledTooltip>,
    );
    await user.tab();
    // Radix Tooltip loads on demand: allow for a busy machine (two cores shared in CI).
    expect(await screen.findByRole('tooltip', {}, { timeout: 5000 })).toHaveTextContent(
      'Field is disabled.',
    );
  });

  it('keeps the focus of a control focused while the tooltip was still loading', async () => {
    render(
      <DisabledTooltip disabled>
        <input aria-label="Surname" readOnly aria-disabled="true" />
      </DisabledTooltip>,
    );
    screen.getByRole('textbox', { name: 'Surname' }).focus();
    expect(await screen.findByRole('tooltip', {}, { timeout: 5000 })).toHaveTextContent(
      'Field is disabled.',
    );
    expect(screen.getByRole('textbox', { name: 'Surname' })).toHaveFocus();
  });

  it('adds nothing when the control is enabled', () => {
    const { container } = render(
      <DisabledTooltip disabled={false}>
        <input aria-label="Name" />
      </DisabledTooltip>,
    );
    expect(container.querySelector('[data-disabled-tooltip]')).toBeNull();
  });
});
