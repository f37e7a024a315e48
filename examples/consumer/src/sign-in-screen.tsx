import { canRequestCode, canSubmit, createLoginFlow, type FlowDeps } from '@forecourt/flows-core';
import { useFlow, useOwnedFlow } from '@forecourt/flows-core/react';
import {
  Button,
  Captcha,
  ChannelPicker,
  OtpInput,
  PasswordField,
  TextField,
} from '@forecourt/ui-kit';
import type { FormEvent } from 'react';

/** The customer sign-in: credentials and captcha, channel, code; then the redirect. */
export function SignInScreen({ deps }: { deps: FlowDeps }) {
  // Under StrictMode the flow survives the double mount (a useEffect cleanup would dispose it).
  const flow = useOwnedFlow(() => createLoginFlow(deps, { type: 'customer' }));
  const step = useFlow(flow, (state) => state.step);
  const values = useFlow(flow, (state) => state.values);
  const fieldErrors = useFlow(flow, (state) => state.fieldErrors);
  const error = useFlow(flow, (state) => state.error);
  const submittable = useFlow(flow, canSubmit);
  const codeRequestable = useFlow(flow, canRequestCode);
  const { setField, resolveCaptcha, submitCredentials, chooseChannel, requestCode, enterOtp } =
    flow.getState();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submitCredentials();
  };
  return (
    <main>
      <h1>Customer sign-in</h1>
      {error ? (
        <p role="alert" data-kind={error.kind}>
          {error.message}
        </p>
      ) : null}
      {step === 0 ? (
        <form onSubmit={onSubmit} noValidate>
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
          <Button type="submit" disabled={!submittable}>
            Login
          </Button>
        </form>
      ) : null}
      {step === 1 ? (
        <>
          <ChannelPicker
            value={values.preferredComm === '' ? undefined : values.preferredComm}
            onChange={chooseChannel}
            error={fieldErrors.preferredComm}
          />
          <Button disabled={!codeRequestable} onClick={() => void requestCode()}>
            Send code
          </Button>
        </>
      ) : null}
      {step === 2 ? (
        <OtpInput
          label="One-time code"
          value={values.otp}
          onChange={(code) => void enterOtp(code)}
          error={fieldErrors.otp}
        />
      ) : null}
    </main>
  );
}
