import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createInFlightCounter } from '../in-flight/in-flight-counter.ts';
import { useFlow } from './use-flow.ts';

const counter = createInFlightCounter();

function Count() {
  return createElement('p', null, `count ${useFlow(counter, (s) => s.count)}`);
}

describe('useFlow', () => {
  it('renders the selected slice of a flows-core store', () => {
    expect(renderToStaticMarkup(createElement(Count))).toBe('<p>count 0</p>');
  });
});
