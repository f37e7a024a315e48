import { useFlow } from '@forecourt/flows-core/react';
import { Button, ChannelPicker } from '@forecourt/ui-kit';
import type { FormEvent, ReactNode } from 'react';
import { useT } from '../i18n/i18n-context.tsx';
import * as styles from '../screens/screens.css.ts';
import type { OtpFlow } from './flow-types.ts';

/** Step 1 of every OTP flow: pick Mobile or Email, then 'Next' sends the code (spec §4). */
export function ChannelStep({ flow, children }: { flow: OtpFlow; children?: ReactNode }) {
  const t = useT();
  const channel = useFlow(flow, (s) => s.values.preferredComm);
  const status = useFlow(flow, (s) => s.status);
  const error = useFlow(flow, (s) => s.fieldErrors.preferredComm);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void flow.getState().requestCode();
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {children}
      <ChannelPicker
        name="preferredComm"
        legend={t('channel.legend')}
        labels={{ mobile: t('channel.mobile'), email: t('channel.email') }}
        value={channel === '' ? undefined : channel}
        onChange={(next) => flow.getState().chooseChannel(next)}
        required
        {...(error ? { error } : {})}
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          disabled={channel === ''}
          pending={status === 'submitting'}
          pendingLabel={t('action.pleaseWait')}
        >
          {t('action.next')}
        </Button>
      </div>
    </form>
  );
}
