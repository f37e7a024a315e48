import { maskContact } from '@forecourt/contract';
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
import type { DeclaredFieldProps, ListItem } from '../../components/declared-field.tsx';
import { FlowScreen } from '../../components/flow-screen.tsx';
import type { CodeFlowState } from '../../components/flow-types.ts';
import { FooterLinks } from '../../components/footer-links.tsx';
import * as styles from '../../components/screens.css.ts';
import { StepForm } from '../../components/step-form.tsx';
import { usePreloadAfterFirstCall, usePreloadWhenIdle } from '../../edge/idle.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { portalName } from '../../i18n/portal-names.ts';
import { DescriptorField, preloadChoiceFields } from './descriptor-fields.tsx';
import { RegistrationCompleted } from './registration-completed.tsx';
import { TermsLink } from './terms-link.tsx';
import { loadDetailsDialog, useDetailsDialog } from './use-details-dialog.tsx';

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
  Field?: ComponentType<DeclaredFieldProps>;
}) {
  const t = useT();
  // The first step's choice fields, and the dialog its press opens when something is missing.
  usePreloadWhenIdle(preloadChoiceFields, loadDetailsDialog);
  usePreloadAfterFirstCall(loadOtpStep);
  const step = useFlow(flow, (s) => s.step);
  const completed = useFlow(flow, (s) => s.completedMessage);
  const form = {
    flow,
    fields: fieldsOn(forms[type], step),
    Field,
    lists: { dealerGroupId: dealerGroups },
  };
  const { submit, dialog } = useDetailsDialog(flow);
  const directorSection = <h3 className={styles.sectionTitle}>{t('register.directorSection')}</h3>;
  // Where the code goes on the channel chosen: the number or address typed on the company step,
  // masked as the service masks it (GUIDE-5).
  const codeGoesTo = useFlow(flow, ({ values }) =>
    values.preferredComm === 'mobile'
      ? maskContact('mobile', values.mobileNo ?? '')
      : values.preferredComm === 'email'
        ? maskContact('email', values.email ?? '')
        : undefined,
  );
  const codeGoesToLine = codeGoesTo ? (
    <p className={styles.notice} data-testid="code-goes-to">
      {t('register.codeGoesTo', { destination: codeGoesTo })}
    </p>
  ) : null;
  return (
    <FlowScreen
      flow={flow}
      heading={t('register.heading', { type: portalName(t, type) })}
      screen="title.register"
      type={type}
      steps={{
        company: (
          <>
            <StepForm
              {...form}
              before={{ companyDirectorName: directorSection }}
              onSubmit={submit}
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
          <StepForm
            {...form}
            before={{ username: codeGoesToLine }}
            onSubmit={submit}
            action="action.next"
            hint={t('hint.account')}
          >
            <TermsLink />
          </StepForm>
        ),
        username: (
          <StepForm {...form} onSubmit={submit} action="action.submit" hint={t('hint.username')} />
        ),
        code: <OtpStep flow={flow} />,
      }}
    >
      {completed === undefined ? null : <RegistrationCompleted type={type} message={completed} />}
      {dialog}
    </FlowScreen>
  );
}
