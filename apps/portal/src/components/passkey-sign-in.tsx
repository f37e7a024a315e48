import type { PasskeySignInActions, ReadonlyStore } from '@forecourt/flows-core';
import { useFlow } from '@forecourt/flows-core/react';
import { Button } from '@forecourt/ui-kit';
import { useEffect } from 'react';
import { whenIdle } from '../edge/idle.ts';
import { useHydrated } from '../edge/use-hydrated.ts';
import { useT } from '../i18n/i18n-context.tsx';
import * as styles from './screens.css.ts';

type PasskeyFlow = ReadonlyStore<PasskeySignInActions & { busy: boolean }>;

/**
 * 'Sign in with a passkey' below an ordinary sign-in's first step (PASSKEY-3), and the username
 * field's passkey autofill where the browser offers it (PASSKEY-4). The button does nothing until
 * the page is the app's (the browser's dialog needs a real press, never a kept one); the
 * autofill's request starts when the browser is idle after the takeover, so it never competes
 * with the first interaction.
 */
export function PasskeySignIn({ flow }: { flow: PasskeyFlow }) {
  const t = useT();
  const hydrated = useHydrated();
  const busy = useFlow(flow, (s) => s.busy);
  useEffect(() => {
    let stop: (() => void) | undefined;
    const cancel = whenIdle(() => {
      stop = flow.getState().startPasskeyAutofill();
    });
    return () => {
      cancel();
      stop?.();
    };
  }, [flow]);
  return (
    <div className={styles.actions}>
      <Button
        variant="secondary"
        disabled={!hydrated || busy}
        onClick={() => void flow.getState().signInWithPasskey()}
      >
        {t('action.signInWithPasskey')}
      </Button>
    </div>
  );
}
