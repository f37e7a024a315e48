import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { LoadingOverlay } from './loading-overlay.tsx';

describe('LoadingOverlay', () => {
  it("announces 'Please wait while we load data.' politely, with no axe violations", async () => {
    const { container } = render(<LoadingOverlay />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Please wait while we load data.');
    expect(status).toHaveAttribute('data-state', 'loading');
    await expectNoAxeViolations(container);
  });

  it('renders nothing when closed', () => {
    const { container } = render(<LoadingOverlay open={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes a translated label', () => {
    render(<LoadingOverlay label="Wag asseblief terwyl ons data laai." />);
    expect(screen.getByRole('status')).toHaveTextContent('Wag asseblief terwyl ons data laai.');
  });
});
