import type { CodeState, ReadonlyStore } from '@forecourt/flows-core';
import { useFlow } from '@forecourt/flows-core/react';
import type { PortalType } from '@forecourt/validators';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useDocumentTitle } from '../app/use-document-title.ts';
import { usePreloadAfterFirstCall } from '../edge/idle.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { packagePrefixes } from '../i18n/package-texts.ts';
import { type ScreenTitleKey, screenName } from '../i18n/portal-names.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { loadStepNav, StepNav } from './code-steps.ts';
import { FlowError } from './flow-error.tsx';
import type { ScreenFlowState } from './flow-types.ts';
import { ScreenFrame } from './screen-frame.tsx';
import * as styles from './screens.css.ts';
import { StepHeading } from './step-heading.tsx';
import { useResume } from './use-resume.ts';
import type { StepHistoryFlowState } from './use-step-history.ts';

/** Props of {@link FlowScreen}. */
export type FlowScreenProps<Step extends string> = {
  flow: ReadonlyStore<
    ScreenFlowState<Step> & StepHistoryFlowState<Step> & { resume?(): Promise<void> }
  >;
  /** The page heading (h1). */
  heading: string;
  /** The screen's name in the document title and its portal ('Dealer sign-in', GUIDE-40). */
  screen: ScreenTitleKey;
  type: PortalType;
  /** What each step shows below its title; a step without an entry shows nothing more. */
  steps: Readonly<Partial<Record<Step, ReactNode>>>;
  /**
   * The link back to the first step on the later steps ('Change username', 'Not you?'); none
   * where undefined.
   */
  restart?: MessageKey;
  /** Shown above the steps (a registration's 'Please add details' dialog). */
  children?: ReactNode;
  /** Shown below the steps on every step. */
  footer?: ReactNode;
};

/** Code states whose step reads differently from waiting for a code (GUIDE-9). */
const codeTitles: Partial<Record<CodeState, MessageKey>> = {
  sendFailed: 'otp.failedTitle',
  exhausted: 'otp.noTries',
};

/**
 * One frame for every flow screen: the card with its heading, the step's title, Back and the way
 * to the first step (GUIDE-3), the flow's last failure unless a field shows it, and what the
 * flow's current step shows. The flow resumes once mounted (useResume); each step is a history
 * entry (StepNav, loaded with the later steps). A screen is its steps' content and its verbs.
 */
export function FlowScreen<Step extends string>({
  flow,
  heading,
  screen,
  type,
  steps,
  restart,
  children,
  footer,
}: FlowScreenProps<Step>) {
  const t = useT();
  const resumed = useResume(flow);
  usePreloadAfterFirstCall(loadStepNav);
  const step = useFlow(flow, (s) => s.step);
  const error = useFlow(flow, (s) => s.error);
  // Each step's title (h2, focused when the step changes) is the one its flow declares, in the
  // catalogue's flows-core texts.
  const title = useFlow(
    flow,
    (s) =>
      (s.codeState && codeTitles[s.codeState]) ??
      (`${packagePrefixes.flows}${s.graph.title[s.step]}` as MessageKey),
  );
  // The step history is rendered (and so loaded) once it has work: the flow left its first step,
  // or the address names a step (a reload, a link); then it stays, for Back and Forward. The
  // address is read once mounted, not in the first render: the prerendered page names no step,
  // and a boundary it does not have makes React throw the page away at the takeover and render it
  // afresh, losing what was typed.
  const later = useFlow(flow, (s) => s.step !== s.graph.first);
  const [historyNeeded, setHistoryNeeded] = useState(false);
  if (later && !historyNeeded) setHistoryNeeded(true);
  useEffect(() => {
    if (/[?&]step=/.test(location.search)) setHistoryNeeded(true);
  }, []);
  const name = screenName(t, screen, type);
  useDocumentTitle(t('title.step', { step: t(title), screen: name, app: t('app.name') }));
  return (
    <ScreenFrame heading={heading}>
      <StepHeading step={step} id="step-heading">
        {t(title)}
      </StepHeading>
      {historyNeeded ? (
        <Suspense fallback={null}>
          <StepNav flow={flow} restart={restart} resumed={resumed} />
        </Suspense>
      ) : null}
      <FlowError error={error?.field === undefined ? error : undefined} />
      {children}
      {later ? (
        // A later step whose code is still loading shows the loading text in its place. Not the
        // first step: it is taken over from the prerendered page, and React takes a suspense
        // boundary over on its own, after the rest; an update reaching the boundary before that
        // (the flow's resume, a captcha click kept from before) makes React render it afresh,
        // and what was typed there and a press kept for it are lost.
        <Suspense
          fallback={
            <p role="status" className={styles.notice}>
              {t('app.loading')}
            </p>
          }
        >
          {steps[step]}
        </Suspense>
      ) : (
        steps[step]
      )}
      {footer}
    </ScreenFrame>
  );
}
