import type { ReadonlyStore } from '@forecourt/flows-core';
import { useFlow } from '@forecourt/flows-core/react';
import type { PortalType } from '@forecourt/validators';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../app/use-document-title.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { type ScreenTitleKey, screenName } from '../i18n/portal-names.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { FlowError } from './flow-error.tsx';
import type { ScreenFlowState } from './flow-types.ts';
import { ScreenFrame } from './screen-frame.tsx';
import { StepHeading } from './step-heading.tsx';

/** Props of {@link FlowScreen}. */
export type FlowScreenProps<Step extends string> = {
  flow: ReadonlyStore<ScreenFlowState<Step>>;
  /** The page heading (h1). */
  heading: string;
  /** The screen's name in the document title and its portal ('Dealer sign-in', GUIDE-40). */
  screen: ScreenTitleKey;
  type: PortalType;
  /** The title of each step (h2, focused when the step changes). */
  titles: Readonly<Record<Step, MessageKey>>;
  /** What each step shows below its title; a step without an entry shows nothing more. */
  steps: Readonly<Partial<Record<Step, ReactNode>>>;
  /** Shown above the steps (a registration's 'Please add details' dialog). */
  children?: ReactNode;
  /** Shown below the steps on every step. */
  footer?: ReactNode;
};

/**
 * One frame for every flow screen: the card with its heading, the step's title, the flow's last
 * failure, and what the flow's current step shows. A screen is its steps' content and its verbs.
 */
export function FlowScreen<Step extends string>({
  flow,
  heading,
  screen,
  type,
  titles,
  steps,
  children,
  footer,
}: FlowScreenProps<Step>) {
  const t = useT();
  const step = useFlow(flow, (s) => s.step);
  const error = useFlow(flow, (s) => s.error);
  const name = screenName(t, screen, type);
  useDocumentTitle(t('title.step', { step: t(titles[step]), screen: name, app: t('app.name') }));
  return (
    <ScreenFrame heading={heading}>
      <StepHeading step={step} id="step-heading">
        {t(titles[step])}
      </StepHeading>
      <FlowError error={error} />
      {children}
      {steps[step] ?? null}
      {footer}
    </ScreenFrame>
  );
}
