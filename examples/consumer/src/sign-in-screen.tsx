import { createLoginFlow, type FlowDeps, type LoginStep } from '@forecourt/flows-core';
import { useFlow, useOwnedFlow } from '@forecourt/flows-core/react';
import {
  Button,
  Captcha,
  ChannelPicker,
  OtpInput,
  PasswordField,
  TextField,
} from '@forecourt/ui-kit';
import type { FormEvent, ReactNode } from 'react';

/** The customer sign-in: credentials and captcha, channel, code; then the redirect. */
export function SignInScreen({ deps }: { deps: FlowDeps }) {
  // Under StrictMode the flow survives the double mount (a useEffect cleanup would dispose it).
  const flow = useOwnedFlow(() => createLoginFlow(deps, { type: 'customer' }));
  const step = useFlow(flow, (state) => state.step);
  const values = useFlow(flow, (state) => state.values);
  const fieldErrors = useFlow(flow, (state) => state.fieldErrors);
  const error = useFlow(flow, (state) => state.error);
  const canSubmit = useFlow(flow, (state) => state.canSubmit);
  const destination = useFlow(flow, (state) => state.destination);
  const { setField, resolveCaptcha, signIn, chooseChannel, enterCode } = flow.getState();

  const onSignIn = (event: FormEvent) => {
    event.preventDefault();
    void signIn();
  };
  // Each step by name: what it shows.
  const steps: Record<LoginStep, ReactNode> = {
    credentials: (
      <form onSubmit={onSignIn} noValidate>
        <TextField
          label="Username"
          value={values.username}
          onChange={(value) => setField('username', value)}
          error={fieldErrors.username}
        />
        <PasswordField
          label="Password"
          value={values.password}
          onChange={(value) => setField('password', value)}
          error={fieldErrors.password}
          autoComplete="current-password"
        />
        <Captcha onChange={(token) => resolveCaptcha(token ?? '')} />
        <Button type="submit" disabled={!canSubmit}>
          Login
        </Button>
      </form>
    ),
    channel: (
      <>
        <ChannelPicker
          value={values.preferredComm === '' ? undefined : values.preferredComm}
          onChange={(channel) => setField('preferredComm', channel)}
          error={fieldErrors.preferredComm}
        />
        <Button
          disabled={!canSubmit}
          onClick={() => values.preferredComm !== '' && void chooseChannel(values.preferredComm)}
        >
          Send code
        </Button>
      </>
    ),
    code: (
      <>
        {destination ? <p>We sent the code to {destination}.</p> : null}
        <OtpInput
          label="One-time code"
          value={values.otp}
          onChange={(code) => void enterCode(code)}
          error={fieldErrors.otp}
        />
      </>
    ),
  };
  return (
    <main>
      <h1>Customer sign-in</h1>
      {error ? (
        <p role="alert" data-code={error.code}>
          {error.message}
        </p>
      ) : null}
      {steps[step]}
    </main>
  );
}
