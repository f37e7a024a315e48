import { render } from '@testing-library/react';
import { createRef, type Ref, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useTypedBeforeHydration } from './use-typed-before-hydration.ts';

type Props = {
  /** What the input holds when it mounts: stands for text typed before the takeover. */
  typed: string;
  value: string;
  adopt: (typed: string) => void;
  forwarded?: Ref<HTMLInputElement>;
  enabled?: boolean;
};

function Input({ typed, value, adopt, forwarded, enabled }: Props) {
  const ref = useTypedBeforeHydration(forwarded, value, adopt, enabled);
  return <input ref={ref} aria-label="field" defaultValue={typed} />;
}

/** A field whose state starts empty, as a controlled field does before it adopts. */
function Stateful() {
  const [value, setValue] = useState('');
  const ref = useTypedBeforeHydration(undefined, value, setValue);
  return (
    <>
      <input ref={ref} aria-label="field" defaultValue="early" />
      <output>{value}</output>
    </>
  );
}

describe('useTypedBeforeHydration', () => {
  it('hands text already in the input on mount to adopt', () => {
    const adopt = vi.fn();
    render(<Input typed="thabo" value="" adopt={adopt} />);
    expect(adopt).toHaveBeenCalledExactlyOnceWith('thabo');
  });

  it('adopts nothing when the input holds the value already', () => {
    const adopt = vi.fn();
    render(<Input typed="thabo" value="thabo" adopt={adopt} />);
    expect(adopt).not.toHaveBeenCalled();
  });

  it('adopts nothing when disabled (read-only and disabled fields)', () => {
    const adopt = vi.fn();
    render(<Input typed="thabo" value="" adopt={adopt} enabled={false} />);
    expect(adopt).not.toHaveBeenCalled();
  });

  it('looks only on mount, not on later renders', () => {
    const adopt = vi.fn();
    const { rerender } = render(<Input typed="" value="" adopt={adopt} />);
    const input = document.querySelector('input');
    if (!input) throw new Error('no input rendered');
    input.value = 'later';
    rerender(<Input typed="" value="other" adopt={adopt} />);
    expect(adopt).not.toHaveBeenCalled();
  });

  it('passes the input to a forwarded object ref', () => {
    const forwarded = createRef<HTMLInputElement>();
    render(<Input typed="" value="" adopt={vi.fn()} forwarded={forwarded} />);
    expect(forwarded.current).toBe(document.querySelector('input'));
  });

  it('passes the input to a forwarded callback ref, and null when it goes away', () => {
    const forwarded = vi.fn();
    const { unmount } = render(<Input typed="" value="" adopt={vi.fn()} forwarded={forwarded} />);
    expect(forwarded).toHaveBeenLastCalledWith(document.querySelector('input'));
    unmount();
    expect(forwarded).toHaveBeenLastCalledWith(null);
  });

  it('adopts into state so the next render keeps the typed text', () => {
    const { container } = render(<Stateful />);
    expect(container.querySelector('output')).toHaveTextContent('early');
  });
});
