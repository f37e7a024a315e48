// What failures mean, headless in Node against the reference user service: each scenario makes
// the service (or the network) fail one way, and `meaning` switches exhaustively on the flow's
// `error.code` (TypeScript refuses the switch if a code is left out). Prints one JSON line per
// scenario: { scenario, code, meaning }. FORECOURT_API is the service's address; its SMS hook
// must be unreachable (send_failed) and its codes must live OTP_TTL_SECONDS=10 (code_expired).
import {
  createLoginFlow,
  createSystemClock,
  createUserServiceClient,
  type FlowDeps,
  type FlowError,
  type SessionConfig,
} from '@forecourt/flows-core';
import { formChecks } from '@forecourt/flows-core/checks';
import { replyCheck } from '@forecourt/flows-core/reply-check';
import { createManualClock } from '@forecourt/flows-core/testing';
import { english } from '@forecourt/flows-core/texts';

const api = process.env.FORECOURT_API ?? 'http://localhost:4100';
const config: SessionConfig = {
  name: 'local',
  production: false,
  api,
  envName: 'LOCAL',
  token: 'forecourt-dev-token',
  home: 'http://localhost:4173',
  authUI: 'http://localhost:4173',
  customerURL: 'http://localhost:4301',
  dealerURL: 'http://localhost:4302',
  dealerGroupURL: 'http://localhost:4303',
  product: 'Forecourt',
};

/** What a failure means to this app: every code the flows can report, and nothing else. */
export function meaning(error: FlowError): string {
  switch (error.code) {
    case 'credentials_invalid':
      return 'wrong password';
    case 'code_wrong':
      return `wrong code, ${error.triesLeft} tries left`;
    case 'code_expired':
      return 'expired code';
    case 'code_exhausted':
      return 'no tries left';
    case 'code_used':
      return 'code already used';
    case 'send_failed':
      return 'send failed';
    case 'no_destination':
      return 'no contact for that channel';
    case 'rate_limited':
      return 'rate limited';
    case 'client_unauthorized':
      return 'bad client token';
    case 'network':
      return 'service down';
    case 'timeout':
      return 'service too slow';
    case 'service_unavailable':
      return 'service briefly unavailable';
    case 'server_error':
      return 'service failed';
    case 'invalid_input':
      return 'form refused';
    case 'captcha_failed':
      return 'captcha refused';
    case 'not_found':
      return 'no such profile';
    case 'step_expired':
      return 'start again';
    case 'username_taken':
      return 'username taken';
    case 'username_tries_used':
      return 'too many usernames tried: start again';
    case 'registration_pending':
      return 'another registration waits for its code';
    case 'id_registered':
      return 'already registered';
    case 'session_invalid':
      return 'session over';
    case 'passkey_refused':
      return 'passkey refused';
    case 'passkey_wrong_portal':
      return 'passkey of another portal';
    case 'passkey_limit':
      return 'too many passkeys';
    case 'passkey_cancelled':
    case 'passkey_not_allowed':
    case 'passkey_unsupported':
      return 'the browser did not make or use a passkey';
    default: {
      // Every code has its case: here `error` is `never`, and a new code fails to compile.
      const unknown: never = error;
      return String(unknown);
    }
  }
}

const deps = (overrides: Partial<FlowDeps> = {}): FlowDeps => ({
  api: createUserServiceClient({
    baseURL: api,
    token: config.token,
    translate: english,
    check: replyCheck,
  }),
  clock: createSystemClock(globalThis),
  notify: () => {},
  redirect: () => {},
  config,
  translate: english,
  checks: formChecks,
  ...overrides,
});

type Login = ReturnType<typeof createLoginFlow>;

async function signIn(flow: Login, username: string, password: string): Promise<void> {
  flow.getState().setField('username', username);
  flow.getState().setField('password', password);
  flow.getState().resolveCaptcha('dev-captcha-token'); // the development captcha token
  await flow.getState().signIn();
}

async function latestCode(to: string, since: number): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await fetch(`${api}/__dev/outbox?to=${encodeURIComponent(to)}`);
    const { messages } = (await response.json()) as {
      messages: Array<{ code: string; sentAt: string }>;
    };
    const fresh = messages.find((message) => Date.parse(message.sentAt) >= since - 1000);
    if (fresh) return fresh.code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code reached ${to}`);
}

function report(scenario: string, flow: Login): void {
  const { error } = flow.getState();
  const line = error
    ? { scenario, code: error.code, meaning: meaning(error) }
    : { scenario, code: null, meaning: 'no failure' };
  process.stdout.write(`${JSON.stringify(line)}\n`);
  flow.getState().dispose();
}

// Wrong password.
const wrongPassword = createLoginFlow(deps(), { type: 'dealer-group' });
await signIn(wrongPassword, 'demogroup', 'Not#TheirPass1');
report('wrong password', wrongPassword);

// Wrong code, then the right code after it expired. The flow's clock stands still, so the flow
// itself does not call the code expired: the service does.
const coded = createLoginFlow(deps({ clock: createManualClock() }), { type: 'dealer' });
await signIn(coded, 'demodealer', 'Forecourt#2025');
const since = Date.now();
await coded.getState().chooseChannel('email');
const code = await latestCode('dealer@forecourt.co.za', since);
const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
await coded.getState().enterCode(wrong);
const { error: wrongCode } = coded.getState();
process.stdout.write(
  `${JSON.stringify({ scenario: 'wrong code', code: wrongCode?.code, meaning: wrongCode ? meaning(wrongCode) : 'no failure' })}\n`,
);
await new Promise((resolve) => setTimeout(resolve, 11_000));
await coded.getState().enterCode(code);
report('expired code', coded);

// Send failed: the SMS provider cannot be reached.
const unsent = createLoginFlow(deps(), { type: 'dealer-group' });
await signIn(unsent, 'demogroup', 'Forecourt#2025');
await unsent.getState().chooseChannel('mobile');
report('send failed', unsent);

// Rate limited: too many wrong passwords for one account name.
const limited = createLoginFlow(deps(), { type: 'customer' });
for (let i = 0; i < 6; i += 1) await signIn(limited, 'nobodyhere', `Wrong#Pass${i}`);
report('rate limited', limited);

// A bad client token: the portal's deployment, not the person.
const badToken = createLoginFlow(
  deps({
    api: createUserServiceClient({
      baseURL: api,
      token: 'not-the-token',
      translate: english,
      check: replyCheck,
    }),
  }),
  { type: 'customer' },
);
await signIn(badToken, 'democustomer', 'Forecourt#2025');
report('bad client token', badToken);

// The service is down: nothing answers.
const down = createLoginFlow(
  deps({
    api: createUserServiceClient({
      baseURL: 'http://127.0.0.1:9',
      token: config.token,
      translate: english,
      check: replyCheck,
    }),
  }),
  { type: 'customer' },
);
await signIn(down, 'democustomer', 'Forecourt#2025');
report('service down', down);
