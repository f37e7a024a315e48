import type { PasskeyOfferActions, ReadonlyStore } from '@forecourt/flows-core';
import { useFlow } from '@forecourt/flows-core/react';
import { Button } from '@forecourt/ui-kit';
import { useT } from '../i18n/i18n-context.tsx';
import * as styles from './screens.css.ts';

type OfferFlow = ReadonlyStore<PasskeyOfferActions & { busy: boolean }>;

/**
 * The offer after a code sign-in (PASSKEY-1): 'Create a passkey' asks the browser to make one,
 * 'Not now' goes on to the person's site at once and keeps the offer away on this device for 30
 * days (PASSKEY-2). The person is signed in either way.
 */
export function PasskeyOffer({ flow }: { flow: OfferFlow }) {
  const t = useT();
  const busy = useFlow(flow, (s) => s.busy);
  return (
    <>
      <p className={styles.notice}>{t('passkey.offer')}</p>
      <div className={styles.actions}>
        <Button pending={busy} onClick={() => void flow.getState().createPasskey()}>
          {t('action.createPasskey')}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => flow.getState().declinePasskey()}
        >
          {t('action.notNow')}
        </Button>
      </div>
    </>
  );
}
