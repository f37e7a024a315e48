import type { ReadonlyStore } from '@forecourt/flows-core';
import { useFlow } from '@forecourt/flows-core/react';
import { Button } from '@forecourt/ui-kit';
import { use } from 'react';
import { useT } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';
import * as styles from './screens.css.ts';
import { type StepHistoryFlowState, useStepHistory } from './use-step-history.ts';

/** Props of {@link StepNav}. */
export type StepNavProps<Step extends string> = {
  flow: ReadonlyStore<StepHistoryFlowState<Step>>;
  /** The link to the first step ('Change username', 'Not you?'); none where undefined. */
  restart?: MessageKey | undefined;
  /** Settles with the flow's resume (useResume): until then the step history waits. */
  resumed: Promise<void>;
};

/**
 * The step history of a flow screen (GUIDE-1, GUIDE-2) and, on a later step that is not an
 * ending, 'Back' and the way to the first step (GUIDE-3). Loaded when the browser is idle after the first paint, with the
 * later steps: nothing of it shows or is needed before the flow moves on from its first step.
 */
export function StepNav<Step extends string>({ flow, restart, resumed }: StepNavProps<Step>) {
  // Suspends (its boundary shows nothing) until the resume has settled.
  use(resumed);
  const t = useT();
  const history = useStepHistory(flow);
  const later = useFlow(flow, (s) => s.step !== s.graph.first);
  // A later step Back cannot leave is an ending (a recovered username, a signed-in offer): what
  // it says stands, so it offers neither Back nor the way to the first step (GUIDE-3).
  const canGoBack = useFlow(flow, (s) => s.graph.back[s.step] !== null);
  if (!later || !canGoBack) return null;
  return (
    <nav className={styles.stepNav} aria-label={t('nav.steps')}>
      {canGoBack ? (
        <Button variant="link" onClick={history.back} data-testid="step-back">
          {t('nav.back')}
        </Button>
      ) : null}
      {restart ? (
        <Button variant="link" onClick={history.restart} data-testid="step-restart">
          {t(restart)}
        </Button>
      ) : null}
    </nav>
  );
}
