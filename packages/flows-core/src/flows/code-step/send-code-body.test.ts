import { describe, expect, it } from 'vitest';
import { grantOf } from '../shared/flow-handle.ts';
import { sendCodeBody } from './send-code-body.ts';

describe('sendCodeBody', () => {
  it('sends who asks with the channel chosen and the role', () => {
    expect(sendCodeBody({ username: 'thandi', ...grantOf('h1') }, 'email', 'dealer')).toEqual({
      username: 'thandi',
      flowHandle: 'h1',
      preferredComm: 'email',
      role: 'dealer',
    });
  });

  it('names the recovery only for a recovery', () => {
    const who = grantOf('h2', { idNumber: '8001015009087' });
    expect(sendCodeBody(who, 'mobile', 'customer', 'username')).toEqual({
      idNumber: '8001015009087',
      flowHandle: 'h2',
      preferredComm: 'mobile',
      role: 'customer',
      flow: 'username',
    });
    expect(sendCodeBody(who, 'mobile', 'customer')).not.toHaveProperty('flow');
  });
});
