import { act, render } from '@testing-library/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { takeEarlyClick } from './carry-input.ts';
import { useEarlySubmit } from './early-submit.ts';

/** A form with the hook, recording what each submit found; its child may take a click back. */
function Form({ sent, children }: { sent: string[]; children?: ReactNode }) {
  const form = useRef<HTMLFormElement>(null);
  const early = useEarlySubmit(form);
  return (
    <form
      ref={form}
      {...early}
      onSubmit={(event) => {
        event.preventDefault();
        sent.push(document.body.dataset.captcha ?? 'no captcha');
      }}
    >
      <input name="username" />
      {children}
    </form>
  );
}

/** Stands in for the captcha slot: takes its early click back in its effect. */
function Captcha() {
  useEffect(() => {
    if (takeEarlyClick('captcha')) document.body.dataset.captcha = 'verified';
  }, []);
  return null;
}

async function hydrate(element: ReactNode): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.replaceChildren(container);
  await act(async () => {
    hydrateRoot(container, element);
  });
  return container;
}

afterEach(() => {
  window.__forecourtEarlyClicks = undefined;
  delete document.body.dataset.captcha;
});

describe('a press made before the takeover', () => {
  it('marks the prerendered form, and not the taken-over one', async () => {
    const sent: string[] = [];
    expect(renderToString(<Form sent={sent} />)).toContain('data-early-submit=""');
    const container = await hydrate(<Form sent={sent} />);
    expect(container.querySelector('form')?.hasAttribute('data-early-submit')).toBe(false);
    expect(sent).toEqual([]);
  });

  it('is carried out once after the takeover, after the captcha click made before it', async () => {
    window.__forecourtEarlyClicks = ['captcha', 'submit', 'submit'];
    const sent: string[] = [];
    await hydrate(
      <Form sent={sent}>
        <Captcha />
      </Form>,
    );
    expect(sent).toEqual(['verified']);
    expect(window.__forecourtEarlyClicks).toEqual([]);
  });

  it('is left, in a form rendered afresh, for start-up to send once the typed text is back', async () => {
    window.__forecourtEarlyClicks = ['submit'];
    const sent: string[] = [];
    await act(async () => {
      render(<Form sent={sent} />);
    });
    expect(sent).toEqual([]);
    expect(window.__forecourtEarlyClicks).toEqual(['submit']);
  });
});
