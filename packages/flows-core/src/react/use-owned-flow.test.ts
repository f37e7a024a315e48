import { createElement, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createLoginFlow } from '../flows/login/create-login-flow.ts';
import { createHarness } from '../testing/flow-harness.ts';
import { useFlow } from './use-flow.ts';
import { useOwnedFlow } from './use-owned-flow.ts';

const { deps } = createHarness();

function Screen() {
  const flow = useOwnedFlow(() => createLoginFlow(deps, { type: 'dealer' }));
  return createElement('p', null, `step ${useFlow(flow, (state) => state.step)}`);
}

// Effects need a DOM; their StrictMode behaviour is proven by flow-owner.test.ts and, in
// Chromium, by the consumer suite's React app. Here: the flow exists from the first render.
describe('useOwnedFlow', () => {
  it('gives a component its flow on the first render, also under StrictMode', () => {
    const html = renderToString(createElement(StrictMode, null, createElement(Screen)));
    expect(html).toBe('<p>step credentials</p>');
  });
});
