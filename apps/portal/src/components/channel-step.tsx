import { useFlow } from '@forecourt/flows-core/react';
import { Button, ChannelPicker } from '@forecourt/ui-kit';
import type { Channel } from '@forecourt/validators';
import type { FormEvent, ReactNode } from 'react';
import { useT } from '../i18n/i18n-context.tsx';
import * as styles from '../screens/screens.css.ts';
import type { ChannelFlow } from './flow-types.ts';

/** The channel step of sign-in and recovery: pick Mobile or Email; 'Next' sends the code (CODE-2). */
export function ChannelStep({ flow, children }: { flow: ChannelFlow; children?: ReactNode }) {
  const t = useT();
  const channel = useFlow(flow, (s) => s.values.preferredComm);
  const busy = useFlow(flow, (s) => s.busy);
  const ready = useFlow(flow, (s) => s.canSubmit);
  const error = useFlow(flow, (s) => s.fieldErrors.preferredComm);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { values, chooseChannel } = flow.getState();
    if (values.preferredComm !== '') void chooseChannel(values.preferredComm as Channel);
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {children}
      <ChannelPicker
        name="preferredComm"
        legend={t('channel.legend')}
        labels={{ mobile: t('channel.mobile'), email: t('channel.email') }}
        value={channel === '' ? undefined : (channel as Channel)}
        onChange={(next) => flow.getState().setField('preferredComm', next)}
        required
        {...(error ? { error } : {})}
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          disabled={!ready && !busy}
          pending={busy}
          pendingLabel={t('action.pleaseWait')}
        >
          {t('action.next')}
        </Button>
      </div>
    </form>
  );
}
