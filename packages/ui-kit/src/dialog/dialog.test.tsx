import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button.tsx';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Dialog } from './dialog.tsx';

describe('Dialog', () => {
  it("opens as a modal titled 'Please add details' with no axe violations", async () => {
    render(
      <Dialog open onOpenChange={vi.fn()}>
        <p>Please provide Email.</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Please add details' });
    expect(dialog).toHaveAccessibleDescription('Please provide Email.');
    await expectNoAxeViolations(document.body);
  });

  it('moves focus in, closes with Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(
      <Dialog trigger={<Button>Register</Button>}>
        <p>Please provide Email.</p>
      </Dialog>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toHaveFocus();
  });

  it('returns focus to the element returnFocusTo gives when it closes', async () => {
    const user = userEvent.setup();
    render(
      <>
        <input aria-label="Email" aria-invalid="true" />
        <Dialog
          trigger={<Button>Register</Button>}
          returnFocusTo={() => screen.getByRole('textbox', { name: 'Email' })}
        >
          <p>Please provide Email.</p>
        </Dialog>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('asks to close from its close button', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Dialog open onOpenChange={onOpenChange} title="Voeg besonderhede by" closeLabel="Maak toe">
        <p>Verskaf e-pos.</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Voeg besonderhede by' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Maak toe' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
