import type { ForgotPasswordFlow } from '@forecourt/flows-core';
import { useFlow } from '@forecourt/flows-core/react';
import { Button } from '@forecourt/ui-kit';
import { ChannelStep, OtpStep } from '../../components/code-steps.ts';
import { ReadOnlyValue, ShownIdNumber } from '../../components/read-only-value.tsx';
import * as styles from '../../components/screens.css.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

/** The steps after the identifier step, the screen's chunk loads them with the other later steps. */
export type LaterStep = 'channel' | 'reset' | 'done';

/** The account the steps after the first are about, as it was given. */
function Identity({ flow }: { flow: ForgotPasswordFlow }) {
  const t = useT();
  const username = useFlow(flow, (s) => s.values.username);
  // After a reload neither identifier is left (never stored, RESUME-2): the step shows without.
  // An ID number shows masked, as the registration shows it (GUIDE-43).
  if (username === '') return <ShownIdNumber flow={flow} />;
  return (
    <ReadOnlyValue label={t('flow.label.username')} value={username} autoComplete="username" />
  );
}

/** The channel, the code with the new password (RECOVER-PASSWORD-4), and the end. */
export function LaterSteps({ flow, step }: { flow: ForgotPasswordFlow; step: LaterStep }) {
  const t = useT();
  if (step === 'channel') {
    return (
      <ChannelStep flow={flow}>
        <Identity flow={flow} />
      </ChannelStep>
    );
  }
  if (step === 'reset') {
    return (
      <OtpStep flow={flow} extraFields={<NewPasswordFields flow={flow} />}>
        <Identity flow={flow} />
      </OtpStep>
    );
  }
  return (
    <>
      <p className={styles.result}>{t('forgotPassword.done')}</p>
      <div className={styles.actions}>
        <Button onClick={() => flow.getState().continueToPortal()}>{t('action.continue')}</Button>
      </div>
    </>
  );
}
