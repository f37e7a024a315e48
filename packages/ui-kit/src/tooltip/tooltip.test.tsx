import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

  it('keeps the control where it is when the tooltip arrives, and opens for a focus made before', async () => {
    // A fresh module, so that the tooltip's code arrives after this control is on the page (the
    // module keeps the code once an earlier test has loaded it).
    vi.resetModules();
    const { DisabledTooltip: Fresh } = await import('./disabled-tooltip.tsx');
    render(
      <Fresh disabled>
        <input aria-label="Surname" readOnly aria-disabled="true" />
      </Fresh>,
    );
    // The control as the page first had it: the tooltip's code has not arrived yet.
    const control = screen.getByRole('textbox', { name: 'Surname' });
    control.focus();
    expect(await screen.findByRole('tooltip', {}, { timeout: 5000 })).toHaveTextContent(
      'Field is disabled.',
    );
    // Not a copy: the same element, still focused, so nothing aimed at it meanwhile is lost.
    expect(screen.getByRole('textbox', { name: 'Surname' })).toBe(control);
    expect(control).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(control).toHaveFocus();
    act(() => control.blur());
    act(() => control.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Field is disabled.');
    act(() => control.blur());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens 250 ms after the pointer comes over a disabled control, and closes when it leaves', async () => {
    const user = userEvent.setup();
    render(
      <DisabledTooltip disabled content="Comes from your finance record.">
        <input aria-label="Name" readOnly aria-disabled="true" />
      </DisabledTooltip>,
    );
    const trigger = document.querySelector<HTMLElement>('[data-disabled-tooltip]');
    if (!trigger) throw new Error('no trigger');
    await user.hover(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(await screen.findByRole('tooltip', {}, { timeout: 5000 })).toHaveTextContent(
      'Comes from your finance record.',
    );
    // The pointer can rest on the tooltip itself (WCAG 1.4.13): it stays open there.
    const bubble = document.querySelector<HTMLElement>('[data-radix-popper-content-wrapper]');
    if (!bubble) throw new Error('no tooltip bubble');
    await user.hover(bubble);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.unhover(bubble);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
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
