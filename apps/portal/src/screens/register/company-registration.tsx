import type {
  ActionResult,
  CompanyRegistrationStep,
  FlowError as FlowFailure,
  ReadonlyStore,
  StepGraph,
} from '@forecourt/flows-core';
import { useFlow } from '@forecourt/flows-core/react';
import {
  dealerGroupRegistrationForm,
  dealerRegistrationForm,
  fieldsOn,
} from '@forecourt/validators';
import type { ComponentType } from 'react';
import { loadOtpStep, OtpStep } from '../../components/code-steps.ts';
import { FlowScreen } from '../../components/flow-screen.tsx';
import type { CodeFlowState } from '../../components/flow-types.ts';
import { FooterLinks } from '../../components/footer-links.tsx';
import { usePreloadAfterFirstCall, usePreloadWhenIdle } from '../../edge/idle.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { portalName } from '../../i18n/portal-names.ts';
import type { MessageKey } from '../../i18n/translate.ts';
import * as styles from '../screens.css.ts';
import { DescriptorField, preloadChoiceFields } from './descriptor-fields.tsx';
import { type DescriptorFieldProps, DescriptorForm, type ListItem } from './descriptor-form.tsx';
import { RegistrationCompleted } from './registration-completed.tsx';
import { TermsLink } from './terms-link.tsx';
import { loadDetailsDialog, useDetailsDialog } from './use-details-dialog.tsx';

const titles: Record<CompanyRegistrationStep, MessageKey> = {
  company: 'register.step.company',
  account: 'register.step.director',
  username: 'register.step.username',
  code: 'register.step.otp',
};

export type CompanyType = 'dealer' | 'dealer-group';

/** Each company registration's form, as validators declares it. */
const forms = { dealer: dealerRegistrationForm, 'dealer-group': dealerGroupRegistrationForm };

/** What the company registration screen needs of the dealer and dealer-group flows. */
export type CompanyFlowState = {
  step: CompanyRegistrationStep;
  graph: StepGraph<CompanyRegistrationStep>;
  back(): ActionResult;
  resume(): Promise<void>;
  values: Readonly<Record<string, string>> & { otp: string; preferredComm: string };
  fieldErrors: Readonly<Partial<Record<string, string>>>;
  error?: FlowFailure | undefined;
  validationMessage?: string | undefined;
  /** The service's message once a registration was completed (the dealer group's). */
  completedMessage?: string | undefined;
  setField(name: string, value: string): void;
  resolveCaptcha(token: string): void;
  submitCompanyDetails(): Promise<ActionResult>;
  submitAccount(): Promise<ActionResult>;
  dispose(): void;
} & CodeFlowState;

/**
 * Dealer and dealer-group registration (REG-DEALER, REG-GROUP): the company details and 'COMPANY
 * DIRECTOR DETAILS', the director's account, the code, a different username.
 */
export function CompanyRegistration({
  type,
  flow,
  dealerGroups = [],
  Field = DescriptorField,
}: {
  type: CompanyType;
  flow: ReadonlyStore<CompanyFlowState>;
  dealerGroups?: readonly ListItem[];
  /** Renders each field; the dealer group's adds its picker to `DescriptorField`. */
  Field?: ComponentType<DescriptorFieldProps>;
}) {
  const t = useT();
  // The first step's choice fields, and the dialog its press opens when something is missing.
  usePreloadWhenIdle(preloadChoiceFields, loadDetailsDialog);
  usePreloadAfterFirstCall(loadOtpStep);
  const step = useFlow(flow, (s) => s.step);
  const completed = useFlow(flow, (s) => s.completedMessage);
  const state = flow.getState();
  const form = {
    flow,
    fields: fieldsOn(forms[type], step),
    Field,
    lists: { dealerGroupId: dealerGroups },
  };
  const { submit, dialog } = useDetailsDialog(flow);
  const directorSection = <h3 className={styles.sectionTitle}>{t('register.directorSection')}</h3>;
  return (
    <FlowScreen
      flow={flow}
      heading={t('register.heading', { type: portalName(t, type) })}
      screen="title.register"
      type={type}
      titles={titles}
      steps={{
        company: (
          <>
            <DescriptorForm
              {...form}
              before={{ companyDirectorName: directorSection }}
              onSubmit={submit(state.submitCompanyDetails)}
              action="action.register"
              captcha
            />
            <FooterLinks
              type={type}
              links={['idLogin', 'backToLogin', 'forgotPassword', 'forgotUsername']}
            />
          </>
        ),
        account: (
          <DescriptorForm
            {...form}
            onSubmit={submit(state.submitAccount)}
            action="action.next"
            hint={t('hint.account')}
          >
            <TermsLink />
          </DescriptorForm>
        ),
        username: (
          <DescriptorForm
            {...form}
            onSubmit={submit(state.submitAccount)}
            action="action.submit"
            hint={t('hint.username')}
          />
        ),
        code: <OtpStep flow={flow} />,
      }}
    >
      {completed === undefined ? null : <RegistrationCompleted type={type} message={completed} />}
      {dialog}
    </FlowScreen>
  );
}
