import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpoints } from './endpoints.ts';

const handle = 'q7Hc0aZ3-vN_8uXbT2kLmw';
const base = { username: 'thabo', preferredComm: 'mobile', role: 'customer' } as const;

describe('flow handles in the sign-in requests', () => {
  it('needs the grant in the later sign-in steps; a password beside it is allowed, never needed', () => {
    const send = endpoints.otpLoginCheck.request;
    expect(z.safeParse(send, { ...base, flowHandle: handle }).success).toBe(true);
    expect(z.safeParse(send, { ...base, password: 'Secret#123', flowHandle: handle }).success).toBe(
      true,
    );
    const withoutGrant = z.safeParse(send, { ...base, password: 'Secret#123' });
    expect(withoutGrant.error?.issues[0]?.path).toEqual(['flowHandle']);
    const check = endpoints.validateAndLogin.request;
    expect(z.safeParse(check, { ...base, flowHandle: handle, otp: '123456' }).success).toBe(true);
  });

  it('refuses a handle that is not 22-64 base64url characters', () => {
    const resume = endpoints.resumeFlow.request;
    expect(z.safeParse(resume, { flowHandle: handle, role: 'customer' }).success).toBe(true);
    for (const bad of ['short', `${handle}+`, 'x'.repeat(65), `${handle}/=`]) {
      expect(z.safeParse(resume, { flowHandle: bad, role: 'customer' }).success).toBe(false);
    }
  });

  it('reads a resume reply with the step and the server-counted seconds', () => {
    const reply = z.parse(endpoints.resumeFlow.reply, {
      status: 'Success',
      payload: {
        flow: 'sign-in',
        step: 'code',
        username: 'thabo',
        destinations: { mobile: '08*****567' },
        channel: 'mobile',
        resendAvailableInSeconds: 97,
        extra: 'ignored',
      },
    });
    expect(reply.payload).toEqual({
      flow: 'sign-in',
      step: 'code',
      username: 'thabo',
      destinations: { mobile: '08*****567' },
      channel: 'mobile',
      resendAvailableInSeconds: 97,
    });
    expect(
      z.safeParse(endpoints.resumeFlow.reply, {
        status: 'Success',
        payload: { flow: 'sign-in', step: 'done', resendAvailableInSeconds: 0 },
      }).success,
    ).toBe(false);
  });

  it('needs the grant in the ID sign-in and recovery steps, with or without the identifier', () => {
    const id = '9001015800088';
    const common = { preferredComm: 'mobile', role: 'dealer' } as const;
    for (const schema of [
      endpoints.otpIdLoginCheck.request,
      endpoints.otpForgotUsernameCheck.request,
      endpoints.otpForgotPasswordCheck.request,
    ]) {
      expect(z.safeParse(schema, { ...common, flowHandle: handle }).success).toBe(true);
      expect(z.safeParse(schema, { ...common, idNumber: id, flowHandle: handle }).success).toBe(
        true,
      );
      expect(z.safeParse(schema, { ...common, idNumber: id }).success).toBe(false);
    }
    const reset = {
      ...common,
      otp: '123456',
      password: 'Sturdy#Pass1',
      verifyPassword: 'Sturdy#Pass1',
    };
    const resetRequest = endpoints.resetPassword.request;
    expect(z.safeParse(resetRequest, { ...reset, flowHandle: handle }).success).toBe(true);
    expect(z.safeParse(resetRequest, { ...reset, username: 'thabo' }).success).toBe(false);
    const requestUsername = endpoints.requestUsername.request;
    expect(
      z.safeParse(requestUsername, { ...common, otp: '123456', flowHandle: handle }).success,
    ).toBe(true);
    const validateId = endpoints.validateAndIdLogin.request;
    expect(z.safeParse(validateId, { ...common, otp: '123456', flowHandle: handle }).success).toBe(
      true,
    );
  });
});
