import { act, render } from '@testing-library/react';
import { type ReactNode, useRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useEarlySubmit } from './early-submit.ts';
import { useHydrated } from './use-hydrated.ts';

/** A form with the hook, recording what each submit found. */
function Form({
  sent,
  children,
  note = () => 'sent',
}: {
  sent: string[];
  children?: ReactNode;
  /** What a submit records; by default 'sent'. */
  note?: (form: HTMLFormElement) => string;
}) {
  const form = useRef<HTMLFormElement>(null);
  const early = useEarlySubmit(form);
  return (
    <form
      ref={form}
      {...early}
      onSubmit={(event) => {
        event.preventDefault();
        sent.push(note(event.currentTarget));
      }}
    >
      <input name="username" />
      {children}
      <button type="submit">Go</button>
    </form>
  );
}

/** Renders a mark once the page has been taken over and rendered again (CaptchaSlot's swap). */
function AfterTakeover() {
  return useHydrated() ? <span data-after-takeover="" /> : null;
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
  window.__forecourtEarlyPress = undefined;
});

describe('a press made before the takeover', () => {
  it('marks the prerendered form, and not the taken-over one', async () => {
    const sent: string[] = [];
    expect(renderToString(<Form sent={sent} />)).toContain('data-early-submit=""');
    const container = await hydrate(<Form sent={sent} />);
    expect(container.querySelector('form')?.hasAttribute('data-early-submit')).toBe(false);
    expect(sent).toEqual([]);
  });

  it('is carried out once after the takeover, however many presses there were', async () => {
    window.__forecourtEarlyPress = true;
    const sent: string[] = [];
    await hydrate(<Form sent={sent} />);
    expect(sent).toEqual(['sent']);
    expect(window.__forecourtEarlyPress).toBe(false);
  });

  it("is carried out in the takeover's own commit, not after the render that follows it", async () => {
    window.__forecourtEarlyPress = true;
    const when: string[] = [];
    const container = await hydrate(
      <Form
        sent={when}
        note={(form) =>
          `${document.querySelector('[data-after-takeover]') ? 'after' : 'takeover commit'}, ${
            form.hasAttribute('data-early-submit') ? 'marked' : 'unmarked'
          }`
        }
      >
        <AfterTakeover />
      </Form>,
    );
    expect(when).toEqual(['takeover commit, unmarked']);
    expect(container.querySelector('[data-after-takeover]')).not.toBeNull();
  });

  it('is left, in a form rendered afresh, for start-up to send once the typed text is back', async () => {
    window.__forecourtEarlyPress = true;
    const sent: string[] = [];
    await act(async () => {
      render(<Form sent={sent} />);
    });
    expect(sent).toEqual([]);
    expect(window.__forecourtEarlyPress).toBe(true);
  });
});
