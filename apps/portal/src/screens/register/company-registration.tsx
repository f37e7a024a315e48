import {
  type FieldOption,
  type FlowError as FlowFailure,
  type FlowStatus,
  loadFormChecks,
  type ReadonlyStore,
  registrationDetailsReady,
  registrationFields,
} from '@forecourt/flows-core';
import { useFlow } from '@forecourt/flows-core/react';
import type { ComponentType } from 'react';
import { usePreloadWhenIdle } from '../../app/idle.ts';
import { CaptchaSlot } from '../../components/captcha-slot.tsx';
import { loadOtpStep, OtpStep } from '../../components/code-steps.ts';
import { FlowError } from '../../components/flow-error.tsx';
import type { CodeFlowState } from '../../components/flow-types.ts';
import { FooterLinks } from '../../components/footer-links.tsx';
import { ScreenFrame } from '../../components/screen-frame.tsx';
import { StepHeading } from '../../components/step-heading.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import type { MessageKey } from '../../i18n/translate.ts';
import * as styles from '../screens.css.ts';
import { DescriptorField, preloadChoiceFields } from './descriptor-fields.tsx';
import { type DescriptorFieldProps, DescriptorForm } from './descriptor-form.tsx';
import { loadDetailsDialog, useDetailsDialog } from './use-details-dialog.tsx';

const stepTitles: Record<0 | 1 | 2 | 3, MessageKey> = {
  0: 'register.step.company',
  1: 'register.step.director',
  2: 'register.step.username',
  3: 'register.step.otp',
};

export type CompanyType = 'dealer' | 'dealer-group';

/** What the company registration screen needs of the dealer and dealer-group flows. */
export type CompanyFlowState = {
  step: 0 | 1 | 2 | 3;
  status: FlowStatus;
  values: Readonly<Record<string, string>> & {
    username: string;
    preferredComm: string;
    termsConditions: string;
    password: string;
    verifyPassword: string;
    otp: string;
  };
  fieldErrors: Readonly<Partial<Record<string, string>>>;
  error?: FlowFailure | undefined;
  validationMessage?: string | undefined;
  setField(name: string, value: string): void;
  resolveCaptcha(token: string): void;
  submitCredentials(): Promise<void>;
  submitDetails(): Promise<void>;
  submitUsername(): Promise<void>;
  dispose(): void;
} & CodeFlowState;

/**
 * Dealer and dealer-group registration (spec §2): 0 company details and 'COMPANY DIRECTOR
 * DETAILS', 1 director sign-in details, 2 a different username, 3 code.
 */
export function CompanyRegistration({
  type,
  flow,
  step0Ready: isStep0Ready,
  dealerGroups = [],
  Field = DescriptorField,
  enableWhen,
}: {
  type: CompanyType;
  flow: ReadonlyStore<CompanyFlowState>;
  step0Ready: (state: CompanyFlowState) => boolean;
  dealerGroups?: readonly FieldOption[];
  /** Renders each field; the dealer group's adds its picker to `DescriptorField`. */
  Field?: ComponentType<DescriptorFieldProps>;
  /** The first step's early-enabling rule (app/early-enable.ts), where it has one. */
  enableWhen?: string;
}) {
  const t = useT();
  usePreloadWhenIdle(loadFormChecks, preloadChoiceFields, loadDetailsDialog, loadOtpStep);
  const step = useFlow(flow, (s) => s.step);
  const values = useFlow(flow, (s) => s.values);
  const errors = useFlow(flow, (s) => s.fieldErrors);
  const error = useFlow(flow, (s) => s.error?.message);
  const submitting = useFlow(flow, (s) => s.status === 'submitting');
  const step0Ready = useFlow(flow, isStep0Ready);
  const detailsReady = useFlow(flow, registrationDetailsReady);
  const state = flow.getState();

  const binding = {
    values,
    errors,
    setField: state.setField as (name: string, value: string) => void,
  };
  const fields = registrationFields(type, step, { dealerGroups });
  const { submit, dialog } = useDetailsDialog(flow);
  const directorSection = <h3 className={styles.sectionTitle}>{t('register.directorSection')}</h3>;
  return (
    <ScreenFrame heading={t('register.heading', { type })}>
      <StepHeading step={step} id="step-heading">
        {t(stepTitles[step])}
      </StepHeading>
      <FlowError message={error} />
      {dialog}
      {step === 0 ? (
        <>
          <DescriptorForm
            fields={fields}
            binding={binding}
            Field={Field}
            before={{ companyDirectorName: directorSection }}
            onSubmit={submit(state.submitCredentials)}
            ready={step0Ready}
            submitting={submitting}
            action="action.register"
            {...(enableWhen ? { enableWhen } : {})}
          >
            <CaptchaSlot onResolve={state.resolveCaptcha} />
          </DescriptorForm>
          <FooterLinks
            type={type}
            links={['idLogin', 'backToLogin', 'forgotPassword', 'forgotUsername']}
          />
        </>
      ) : null}
      {step === 1 ? (
        <DescriptorForm
          fields={fields}
          binding={binding}
          Field={Field}
          onSubmit={submit(state.submitDetails)}
          ready={detailsReady}
          submitting={submitting}
          action="action.next"
        />
      ) : null}
      {step === 2 ? (
        <DescriptorForm
          fields={fields}
          binding={binding}
          Field={Field}
          onSubmit={submit(state.submitUsername)}
          ready={values.username.trim() !== ''}
          submitting={submitting}
          action="action.submit"
        />
      ) : null}
      {step === 3 ? <OtpStep flow={flow} /> : null}
    </ScreenFrame>
  );
}
