import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaToken, startTestService, type TestService } from '../testing/harness.ts';
import { startSmtpServer, type TestSmtpServer } from '../testing/smtp-server.ts';
import { createUser, type TestUser, validateBody } from '../testing/test-users.ts';
import { smsWebhookDelivery } from './sms-webhook.ts';
import { smtpDelivery } from './smtp.ts';

/** A local SMS hook: records every POST body and answers `status`. */
async function startSmsHook() {
  const hook = { bodies: [] as Array<{ to: string; text: string }>, status: 200, url: '' };
  const server: Server = createHttpServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += String(chunk);
    });
    request.on('end', () => {
      expect(request.method).toBe('POST');
      expect(request.headers['content-type']).toBe('application/json');
      hook.bodies.push(JSON.parse(body));
      response.writeHead(hook.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hook.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  return {
    hook,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const codeIn = (text: string) => /one-time PIN is (\d{6})/.exec(text)?.[1] ?? '';

describe('SMTP delivery over loopback', () => {
  it('hands the message to the SMTP server with sender, recipient, subject and text', async () => {
    const smtp = await startSmtpServer();
    try {
      await smtpDelivery(smtp.url, 'Forecourt <no-reply@forecourt.test>').send({
        channel: 'email',
        to: 'someone@forecourt.co.za',
        subject: 'Your Forecourt one-time PIN',
        text: 'Your Forecourt one-time PIN is 123456.',
      });
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail?.from).toBe('no-reply@forecourt.test');
      expect(mail?.to).toEqual(['someone@forecourt.co.za']);
      expect(mail?.data).toContain('Subject: Your Forecourt one-time PIN');
      expect(mail?.data).toContain('Your Forecourt one-time PIN is 123456.');
    } finally {
      await smtp.close();
    }
  });

  it('throws when the server refuses the recipient', async () => {
    const smtp = await startSmtpServer({ rejectRecipients: true });
    try {
      const delivery = smtpDelivery(smtp.url, 'no-reply@forecourt.test');
      await expect(
        delivery.send({ channel: 'email', to: 'x@forecourt.co.za', subject: 's', text: 't' }),
      ).rejects.toThrow();
      expect(smtp.received).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });
});

describe('SMS hook delivery', () => {
  it('throws when the hook cannot be reached', async () => {
    await expect(
      smsWebhookDelivery('http://127.0.0.1:9/sms').send({
        channel: 'mobile',
        to: '0821234567',
        subject: 's',
        text: 't',
      }),
    ).rejects.toThrow();
  });
});

describe('codes sent by the configured SMTP server and SMS hook', () => {
  let smtp: TestSmtpServer;
  let sms: Awaited<ReturnType<typeof startSmsHook>>;
  let service: TestService;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    sms = await startSmsHook();
    service = await startTestService({
      env: { SMTP_URL: smtp.url, SMTP_FROM: 'otp@forecourt.test', SMS_WEBHOOK_URL: sms.hook.url },
    });
  });
  afterAll(async () => {
    await service.close();
    await smtp.close();
    await sms.close();
  });

  async function checkCredentials(user: TestUser) {
    const { username, password, role } = user;
    const check = await service.call('loginCheck', {
      username,
      password,
      role,
      captchaResponse: captchaToken,
    });
    expect(check.status).toBe(200);
    user.handle = check.body.payload.flowHandle;
  }
  const sendBy = (user: TestUser, preferredComm: 'mobile' | 'email') =>
    service.call('otpLoginCheck', {
      username: user.username,
      flowHandle: user.handle,
      role: user.role,
      preferredComm,
    });

  it('e-mails the code through SMTP, and that code signs the user in', async () => {
    const user = await createUser(service);
    await checkCredentials(user);
    expect((await sendBy(user, 'email')).status).toBe(200);
    const mail = smtp.received.find((m) => m.to.includes(user.email));
    expect(mail?.from).toBe('otp@forecourt.test');
    const code = codeIn(mail?.data ?? '');
    expect(code).toMatch(/^\d{6}$/);
    expect(await service.outbox(user.email)).toEqual([]);
    const signedIn = await service.call('validateAndLogin', validateBody(user, code));
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('x-token')).toBeTruthy();
  });

  it('posts the code to the SMS hook as { to, text }', async () => {
    const user = await createUser(service);
    await checkCredentials(user);
    expect((await sendBy(user, 'mobile')).status).toBe(200);
    const sent = sms.hook.bodies.find((body) => body.to === user.mobileNo);
    expect(Object.keys(sent ?? {}).sort()).toEqual(['text', 'to']);
    expect(codeIn(sent?.text ?? '')).toMatch(/^\d{6}$/);
  });

  it('ends the SMS with the WebOTP line @localhost #<code>, and the e-mail without it', async () => {
    const user = await createUser(service);
    await checkCredentials(user);
    expect((await sendBy(user, 'mobile')).status).toBe(200);
    const text = sms.hook.bodies.find((body) => body.to === user.mobileNo)?.text ?? '';
    const code = codeIn(text);
    expect(code).toMatch(/^\d{6}$/);
    expect(text.split('\n').at(-1)).toBe(`@localhost #${code}`);
    const mailer = await createUser(service);
    await checkCredentials(mailer);
    expect((await sendBy(mailer, 'email')).status).toBe(200);
    const mail = smtp.received.find((m) => m.to.includes(mailer.email))?.data ?? '';
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    expect(mail).not.toContain('@localhost #');
  });

  it('answers 502 when the hook fails, and lets the user retry at once', async () => {
    const user = await createUser(service);
    await checkCredentials(user);
    sms.hook.status = 500;
    try {
      const failed = await sendBy(user, 'mobile');
      expect(failed.status).toBe(502);
      expect(failed.body).toEqual({
        status: 'Failure',
        code: 'send_failed',
        message: 'We could not send the code. Please try again.',
      });
    } finally {
      sms.hook.status = 200;
    }
    expect((await sendBy(user, 'mobile')).status).toBe(200);
  });
});

describe('SMS codes with WEBOTP_HOST set empty', () => {
  it('leave the WebOTP line out', async () => {
    const sms = await startSmsHook();
    const service = await startTestService({
      env: { SMS_WEBHOOK_URL: sms.hook.url, WEBOTP_HOST: '' },
    });
    try {
      const user = await createUser(service);
      const { username, password, role } = user;
      const check = await service.call('loginCheck', {
        username,
        password,
        role,
        captchaResponse: captchaToken,
      });
      expect(check.status).toBe(200);
      const sent = await service.call('otpLoginCheck', {
        username,
        flowHandle: check.body.payload.flowHandle,
        role,
        preferredComm: 'mobile',
      });
      expect(sent.status).toBe(200);
      const text = sms.hook.bodies.find((body) => body.to === user.mobileNo)?.text ?? '';
      expect(codeIn(text)).toMatch(/^\d{6}$/);
      expect(text).not.toContain('#');
      expect(text.split('\n')).toHaveLength(1);
    } finally {
      await service.close();
      await sms.close();
    }
  });
});
