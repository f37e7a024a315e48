import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Landing } from './landing.tsx';

describe('Landing', () => {
  it('offers the six sign-in entries of the spec', () => {
    render(<Landing />);
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/login/dealer',
      '/login/customer',
      '/login/dealer-group',
      '/login/dealer/admin',
      '/login/customer/admin',
      '/login/dealer-group/admin',
    ]);
  });
});
