import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createInFlightCounter } from './in-flight/in-flight-counter.ts';
import { useFlow } from './react.ts';

describe('useFlow', () => {
  it('renders the selected slice of a flows-core store', () => {
    const counter = createInFlightCounter();
    const View = () => createElement('p', null, `count ${useFlow(counter, (s) => s.count)}`);
    expect(renderToStaticMarkup(createElement(View))).toBe('<p>count 0</p>');
  });
});
