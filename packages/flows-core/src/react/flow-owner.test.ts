import { describe, expect, it } from 'vitest';
import { createLoginFlow } from '../flows/login/create-login-flow.ts';
import { createHarness } from '../testing/flow-harness.ts';
import { createFlowOwner } from './flow-owner.ts';

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function ownedLoginFlow() {
  const { deps } = createHarness();
  return createFlowOwner(() => createLoginFlow(deps, { type: 'dealer' }));
}

describe('createFlowOwner', () => {
  it("keeps the flow working through StrictMode's unmount and remount of a new screen", async () => {
    const owner = ownedLoginFlow();
    expect(owner.attach()).toBe(true);
    owner.detach(); // StrictMode's simulated unmount...
    expect(owner.attach()).toBe(true); // ...and its remount, in the same task
    await settle();

    owner.flow.getState().setField('username', 'demodealer');
    expect(owner.isDisposed()).toBe(false);
    expect(owner.flow.getState().values.username).toBe('demodealer');
  });

  it('disposes the flow when the screen really unmounts, so later actions are ignored', async () => {
    const owner = ownedLoginFlow();
    owner.attach();
    owner.detach();
    expect(owner.isDisposed()).toBe(false);
    await settle();

    expect(owner.isDisposed()).toBe(true);
    owner.flow.getState().setField('username', 'typed after unmount');
    expect(owner.flow.getState().values.username).toBe('');
  });

  it('refuses to attach a disposed flow, so the hook creates a fresh one', async () => {
    const owner = ownedLoginFlow();
    owner.attach();
    owner.detach();
    await settle();
    expect(owner.attach()).toBe(false);
  });
});
