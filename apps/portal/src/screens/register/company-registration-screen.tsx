import {
  canSubmitDealerGroup,
  createRegisterDealerFlow,
  createRegisterDealerGroupFlow,
  type FieldOption,
  type FlowError as FlowFailure,
  type FlowStatus,
  loadFormChecks,
  type ReadonlyStore,
  type RegisterDealerGroupFlow,
  registrationDetailsReady,
  registrationFields,
} from '@forecourt/flows-core';
import { useFlow, useOwnedFlow } from '@forecourt/flows-core/react';
import { useEffect, useMemo } from 'react';
import { useFlowDeps } from '../../app/boot-context.tsx';
import { dealerGroupRule } from '../../app/early-enable.ts';
import { usePreloadWhenIdle } from '../../app/idle.ts';
import { CaptchaSlot } from '../../components/captcha-slot.tsx';
import { loadOtpStep, OtpStep } from '../../components/code-steps.ts';
import { FlowError } from '../../components/flow-error.tsx';
import type { CodeFlowState } from '../../components/flow-types.ts';
import { FooterLinks } from '../../components/footer-links.tsx';
import { ScreenFrame } from '../../components/screen-frame.tsx';
import { StepHeading } from '../../components/step-heading.tsx';
import { useResume } from '../../components/use-resume.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import type { MessageKey } from '../../i18n/translate.ts';
import * as styles from '../screens.css.ts';
import { DescriptorField, preloadChoiceFields } from './descriptor-fields.tsx';
import { DescriptorForm } from './descriptor-form.tsx';
import { loadDetailsDialog, useDetailsDialog } from './use-details-dialog.tsx';

const stepTitles: Record<0 | 1 | 2 | 3, MessageKey> = {
  0: 'register.step.company',
  1: 'register.step.director',
  2: 'register.step.username',
  3: 'register.step.otp',
};

type CompanyType = 'dealer' | 'dealer-group';

/** What the company registration screen needs of the dealer and dealer-group flows. */
type CompanyFlowState = {
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

/** Dealer registration (route register/dealer). */
export function DealerRegistration() {
  const deps = useFlowDeps();
  const flow = useOwnedFlow(() => createRegisterDealerFlow(deps));
  useResume(flow);
  return <CompanyRegistration type="dealer" flow={flow} step0Ready={isIdleStep0} />;
}

/** Dealer-group registration (route register/dealer-group), with the dealership autocomplete. */
export function DealerGroupRegistration() {
  const deps = useFlowDeps();
  const flow = useOwnedFlow(() => createRegisterDealerGroupFlow(deps));
  useResume(flow);
  return <DealerGroupView flow={flow} />;
}

function DealerGroupView({ flow }: { flow: RegisterDealerGroupFlow }) {
  const groups = useFlow(flow, (s) => s.dealerGroups);
  const ready = useFlow(flow, canSubmitDealerGroup);
  useEffect(() => {
    void flow.getState().loadDealerGroups();
  }, [flow]);
  const dealerGroups = useMemo(
    () => groups.map((group) => ({ id: group.mqDealerGroupId, name: group.dealerGroupName })),
    [groups],
  );
  return (
    <CompanyRegistration
      type="dealer-group"
      flow={flow}
      step0Ready={() => ready}
      dealerGroups={dealerGroups}
    />
  );
}

function isIdleStep0(state: CompanyFlowState): boolean {
  return state.step === 0 && state.status === 'idle';
}

/**
 * Dealer and dealer-group registration (spec §2): 0 company details and 'COMPANY DIRECTOR
 * DETAILS', 1 director sign-in details, 2 a different username, 3 code.
 */
function CompanyRegistration({
  type,
  flow,
  step0Ready: isStep0Ready,
  dealerGroups = [],
}: {
  type: CompanyType;
  flow: ReadonlyStore<CompanyFlowState>;
  step0Ready: (state: CompanyFlowState) => boolean;
  dealerGroups?: readonly FieldOption[];
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
            Field={DescriptorField}
            before={{ companyDirectorName: directorSection }}
            onSubmit={submit(state.submitCredentials)}
            ready={step0Ready}
            submitting={submitting}
            action="action.register"
            {...(type === 'dealer-group' ? { enableWhen: dealerGroupRule } : {})}
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
          Field={DescriptorField}
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
          Field={DescriptorField}
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
