// A headless sign-in in Node against the reference user service: check, code by e-mail read
// from the development outbox, then the redirect address. Run with `node src/node-sign-in.ts`
// (Node >= 22.18 runs TypeScript); FORECOURT_API is the service's address.
import {
  createLoginFlow,
  createSystemClock,
  createToastQueue,
  createUserServiceClient,
  type SessionConfig,
} from '@forecourt/flows-core';
import { formChecks } from '@forecourt/flows-core/checks';
import { replyCheck } from '@forecourt/flows-core/reply-check';
import { english } from '@forecourt/flows-core/texts';

const api = process.env.FORECOURT_API ?? 'http://localhost:4100';
const config: SessionConfig = {
  name: 'local',
  production: false,
  api,
  envName: 'LOCAL',
  token: process.env.FORECOURT_TOKEN ?? 'forecourt-dev-token',
  home: 'http://localhost:4173',
  authUI: 'http://localhost:4173',
  customerURL: process.env.FORECOURT_CUSTOMER_URL ?? 'http://localhost:4301',
  dealerURL: process.env.FORECOURT_DEALER_URL ?? 'http://localhost:4302',
  dealerGroupURL: process.env.FORECOURT_DEALER_GROUP_URL ?? 'http://localhost:4303',
  product: 'Forecourt',
};

type OutboxMessage = { code: string; sentAt: string };

async function latestCode(to: string, since: number): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await fetch(`${api}/__dev/outbox?to=${encodeURIComponent(to)}`);
    const { messages } = (await response.json()) as { messages: OutboxMessage[] };
    const fresh = messages.find((message) => Date.parse(message.sentAt) >= since - 1000);
    if (fresh) return fresh.code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code reached ${to}`);
}

const redirected = new Promise<string>((resolve) => {
  const toasts = createToastQueue();
  const flow = createLoginFlow(
    {
      api: createUserServiceClient({
        baseURL: config.api,
        token: config.token,
        translate: english,
        check: replyCheck,
      }),
      clock: createSystemClock(globalThis),
      notify: toasts.getState().push,
      redirect: resolve,
      config,
      translate: english,
      checks: formChecks,
    },
    { type: 'dealer' },
  );
  const fail = () => {
    const { error } = flow.getState();
    if (error) throw new Error(`sign-in failed (${error.code}): ${error.message}`);
  };
  void (async () => {
    flow.getState().setField('username', 'demodealer');
    flow.getState().setField('password', 'Forecourt#2025');
    flow.getState().resolveCaptcha('dev-captcha-token'); // the development captcha token
    await flow.getState().signIn();
    fail();
    const since = Date.now();
    await flow.getState().chooseChannel('email');
    fail();
    await flow.getState().enterCode(await latestCode('dealer@forecourt.co.za', since));
    fail();
    flow.getState().dispose();
  })();
});

const url = await redirected;
process.stdout.write(`redirect: ${url}\n`);
