import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReadOnlyValue } from './read-only-value.tsx';

// GUIDE-49: a read-only username tells password managers whose password the step asks for.
describe('ReadOnlyValue', () => {
  it('marks a username for autofill', () => {
    render(<ReadOnlyValue label="Username" value="demodealer" autoComplete="username" />);
    const field = screen.getByRole('textbox', { name: 'Username' });
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAttribute('autocomplete', 'username');
    expect(field).toHaveValue('demodealer');
  });

  it('gives other values no autofill token', () => {
    render(<ReadOnlyValue label="Id Number" value="8001015009087" />);
    expect(screen.getByRole('textbox', { name: 'Id Number' })).not.toHaveAttribute('autocomplete');
  });
});
