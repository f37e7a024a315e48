import { describe, expect, it } from 'vitest';
import { createInFlightCounter, isLoading } from '../in-flight/in-flight-counter.ts';
import { createToast, createToastQueue, defaultToastLife } from './toast.ts';

describe('toasts', () => {
  it('default to a life of 3000 ms and drop empty details', () => {
    expect(defaultToastLife).toBe(3000);
    expect(
      createToast({ severity: 'error', summary: 'An error occurred', detail: '' }, 't1'),
    ).toEqual({
      id: 't1',
      severity: 'error',
      summary: 'An error occurred',
      life: 3000,
    });
  });

  it('keep an explicit id, life and sticky flag', () => {
    expect(
      createToast({ id: 'mine', severity: 'warn', summary: 'S', life: 100, sticky: true }, 'x'),
    ).toEqual({
      id: 'mine',
      severity: 'warn',
      summary: 'S',
      life: 100,
      sticky: true,
    });
  });

  it('queue in order, replace a toast pushed again with the same id, and dismiss', () => {
    const queue = createToastQueue();
    const first = queue.getState().push({ severity: 'success', summary: 'Success' });
    queue.getState().push({ severity: 'info', summary: 'Info' });
    queue.getState().push({ id: first, severity: 'success', summary: 'Again' });
    expect(queue.getState().toasts.map((t) => t.summary)).toEqual(['Info', 'Again']);
    queue.getState().dismiss(first);
    expect(queue.getState().toasts.map((t) => t.summary)).toEqual(['Info']);
    queue.getState().clear();
    expect(queue.getState().toasts).toEqual([]);
  });
});

describe('in-flight counter', () => {
  it('shows the overlay while above zero and never goes negative', () => {
    const counter = createInFlightCounter();
    counter.getState().increment();
    counter.getState().increment();
    expect(isLoading(counter.getState())).toBe(true);
    counter.getState().decrement();
    counter.getState().decrement();
    counter.getState().decrement();
    expect(counter.getState().count).toBe(0);
    expect(isLoading(counter.getState())).toBe(false);
  });
});
