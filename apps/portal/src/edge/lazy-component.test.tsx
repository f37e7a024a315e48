import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyComponent', () => {
  it('suspends until its code has loaded when nothing loaded it before', async () => {
    const Lazy = lazyComponent(async () => Greeting);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="Thabo" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeVisible();
    expect(await screen.findByText('Hello Thabo')).toBeVisible();
  });

  it('renders at once once preloaded, so a server-rendered page hydrates in one piece', async () => {
    const Lazy = lazyComponent(async () => Greeting);
    await Lazy.preload();
    const page = (
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="Lerato" />
      </Suspense>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const paragraph = container.querySelector('p');
    const root = await act(async () => hydrateRoot(container, page));
    // The server's element was kept: hydrated, not replaced.
    expect(container.querySelector('p')).toBe(paragraph);
    expect(paragraph).toHaveTextContent('Hello Lerato');
    act(() => root.unmount());
    container.remove();
  });

  it('keeps an instance that waited for the code mounted once the code is there', async () => {
    const Lazy = lazyComponent(async () => Greeting);
    const { rerender } = render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="Sipho" />
      </Suspense>,
    );
    const first = await screen.findByText('Hello Sipho');
    rerender(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="Sipho" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Sipho')).toBe(first);
  });
});
