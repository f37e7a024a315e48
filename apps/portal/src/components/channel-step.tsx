import { useFlow } from '@forecourt/flows-core/react';
import { ChannelPicker } from '@forecourt/ui-kit';
import type { Channel } from '@forecourt/validators';
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n-context.tsx';
import type { ChannelFlow } from './flow-types.ts';
import * as styles from './screens.css.ts';
import { StepForm } from './step-form.tsx';

/**
 * The channel step of sign-in and recovery: pick Mobile or Email; 'Next' sends the code (CODE-2).
 * Each option names where the code goes, masked (GUIDE-5); with a code still out (after Back)
 * the step says so, and 'Next' returns to it without sending a new one (GUIDE-6).
 */
export function ChannelStep({ flow, children }: { flow: ChannelFlow; children?: ReactNode }) {
  const t = useT();
  const channel = useFlow(flow, (s) => s.values.preferredComm);
  const error = useFlow(flow, (s) => s.fieldErrors.preferredComm);
  const destinations = useFlow(flow, (s) => s.destinations);
  const codeOut = useFlow(flow, (s) => s.codeState === 'waiting' || s.codeState === 'wrong');
  const sentTo = useFlow(flow, (s) => s.destination);
  const label = (of: Channel) => {
    const destination = destinations?.[of];
    const name = t(of === 'mobile' ? 'channel.mobile' : 'channel.email');
    return destination === undefined
      ? name
      : t(of === 'mobile' ? 'channel.mobileTo' : 'channel.emailTo', { name, destination });
  };
  return (
    <StepForm flow={flow} action="action.next" hint={t('hint.channel')}>
      {children}
      {codeOut ? (
        <p className={styles.notice} data-testid="code-still-out">
          {sentTo
            ? t('channel.codeStillOutTo', { destination: sentTo })
            : t('channel.codeStillOut')}
        </p>
      ) : null}
      <ChannelPicker
        name="preferredComm"
        legend={t('channel.legend')}
        labels={{ mobile: label('mobile'), email: label('email') }}
        value={channel === '' ? undefined : (channel as Channel)}
        onChange={(next) => flow.getState().setField('preferredComm', next)}
        required
        {...(error ? { error } : {})}
      />
    </StepForm>
  );
}
