import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { SummaryList } from './summary-list.tsx';

describe('SummaryList', () => {
  it('pairs each question with its answer in a description list', async () => {
    const { container } = render(
      <SummaryList
        rows={[
          { key: 'Id Number', value: '800101 5009 087' },
          { key: 'Mobile number', value: '082 123 4567', onChange: vi.fn() },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Id Number', 'Mobile number']);
    expect(screen.getAllByRole('definition')[0]).toHaveTextContent('800101 5009 087');
    await expectNoAxeViolations(container);
  });

  it('names each change button after its row and calls its row’s onChange', async () => {
    const user = userEvent.setup();
    const changeMobile = vi.fn();
    render(
      <SummaryList
        changeLabel="Verander"
        rows={[
          { key: 'Email', value: 'thabo@example.com', onChange: vi.fn() },
          { key: 'Mobile number', value: '082 123 4567', onChange: changeMobile },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Verander mobile number' }));
    expect(changeMobile).toHaveBeenCalledTimes(1);
  });

  it('shows no change button on a fixed answer', () => {
    render(<SummaryList rows={[{ key: 'Id Number', value: '8001015009087' }]} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
