import { createForgotPasswordFlow, type ForgotPasswordStep } from '@forecourt/flows-core';
import { useFlow, useOwnedFlow } from '@forecourt/flows-core/react';
import { Button } from '@forecourt/ui-kit';
import type { PortalType } from '@forecourt/validators';
import { useFlowDeps } from '../../app/boot-context.tsx';
import { loadFormChecks } from '../../app/form-checks.ts';
import { usePreloadWhenIdle } from '../../app/idle.ts';
import { lazyComponent } from '../../app/lazy-component.tsx';
import { ChannelStep, loadChannelStep, loadOtpStep, OtpStep } from '../../components/code-steps.ts';
import { FlowScreen } from '../../components/flow-screen.tsx';
import { FooterLinks } from '../../components/footer-links.tsx';
import { ReadOnlyValue } from '../../components/read-only-value.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import type { MessageKey } from '../../i18n/translate.ts';
import { usePortalType } from '../../routing/params.ts';
import * as styles from '../screens.css.ts';
import { IdentifierStep } from './identifier-step.tsx';

// The reset step's new password and its requirements checklist load with the other later steps.
const NewPasswordFields = lazyComponent(() =>
  import('./new-password-fields.tsx').then((module) => module.NewPasswordFields),
);

const titles: Record<ForgotPasswordStep, MessageKey> = {
  identifier: 'forgotPassword.step.identify',
  channel: 'login.step.channel',
  reset: 'forgotPassword.step.otp',
  done: 'forgotPassword.step.done',
};

/** Route forgot-password/{type}: reset a password (RECOVER-PASSWORD). */
export function ForgotPasswordScreen() {
  const type = usePortalType();
  return <ForgotPasswordView key={type} type={type} />;
}

function ForgotPasswordView({ type }: { type: PortalType }) {
  const t = useT();
  const deps = useFlowDeps();
  const flow = useOwnedFlow(() => createForgotPasswordFlow(deps, { type }));
  usePreloadWhenIdle(loadFormChecks, loadChannelStep, loadOtpStep, NewPasswordFields.preload);
  const idNumber = useFlow(flow, (s) => s.values.idNumber);
  const username = useFlow(flow, (s) => s.values.username);
  // After a reload neither identifier is left (never stored, RESUME-2): the step shows without.
  const identity =
    idNumber !== '' ? (
      <ReadOnlyValue label={t('field.idNumber')} value={idNumber} />
    ) : username !== '' ? (
      <ReadOnlyValue label={t('field.username')} value={username} autoComplete="username" />
    ) : null;
  return (
    <FlowScreen
      flow={flow}
      heading={t('forgotPassword.heading')}
      screen="title.forgotPassword"
      type={type}
      titles={titles}
      restart="nav.notYou"
      steps={{
        identifier: (
          <>
            <IdentifierStep flow={flow} />
            <FooterLinks type={type} links={['backToLogin']} />
          </>
        ),
        channel: <ChannelStep flow={flow}>{identity}</ChannelStep>,
        reset: (
          <OtpStep flow={flow} extraFields={<NewPasswordFields flow={flow} />}>
            {identity}
          </OtpStep>
        ),
        done: (
          <>
            <p className={styles.result}>{t('forgotPassword.done')}</p>
            <div className={styles.actions}>
              <Button onClick={() => flow.getState().continueToPortal()}>
                {t('action.continue')}
              </Button>
            </div>
          </>
        ),
      }}
    />
  );
}
