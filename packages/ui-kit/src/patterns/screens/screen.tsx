// The frame of an example screen: the portal's width, and the step's heading, which takes focus
// when the step changes (by script, so without the keyboard's ring), as a new page's would.
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { Button, vars } from '../../index.ts';

export function Screen({
  step,
  heading,
  children,
}: {
  /** The step shown: a new one moves focus to the heading. */
  step: string;
  heading: string;
  children: ReactNode;
}) {
  const title = useRef<HTMLHeadingElement>(null);
  // The first step is where the page starts: focus stays where the browser put it.
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    title.current?.focus();
  }, [step]);
  return (
    <main
      style={{ display: 'grid', gap: vars.space.lg, maxWidth: '32rem', padding: vars.space.lg }}
    >
      <h1
        ref={title}
        tabIndex={-1}
        style={{ margin: 0, outline: 'none', fontSize: vars.fontSize.xl }}
      >
        {heading}
      </h1>
      {children}
    </main>
  );
}

/** A screen's form: its fields, checked by `onSubmit` (not the browser), and its one button. */
export function ScreenForm({
  onSubmit,
  children,
  action = 'Continue',
}: {
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
  action?: string;
}) {
  return (
    <form onSubmit={onSubmit} noValidate style={{ display: 'grid', gap: vars.space.lg }}>
      {children}
      <div>
        <Button type="submit">{action}</Button>
      </div>
    </form>
  );
}
