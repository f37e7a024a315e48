import { maskIdNumber } from '@forecourt/contract';
import { createRegisterCustomerFlow, type RegisterCustomerFlow } from '@forecourt/flows-core';
import { useFlow, useOwnedFlow } from '@forecourt/flows-core/react';
import { customerRegistrationForm, fieldsOn } from '@forecourt/validators';
import { Suspense } from 'react';
import { useFlowDeps } from '../../app/boot-context.tsx';
import { loadOtpStep, OtpStep } from '../../components/code-steps.ts';
import type { DeclaredFieldProps } from '../../components/declared-field.tsx';
import { FlowScreen } from '../../components/flow-screen.tsx';
import { FooterLinks } from '../../components/footer-links.tsx';
import { ReadOnlyValue } from '../../components/read-only-value.tsx';
import * as styles from '../../components/screens.css.ts';
import { StepForm } from '../../components/step-form.tsx';
import { usePreloadAfterFirstCall, usePreloadWhenIdle } from '../../edge/idle.ts';
import { lazyComponent } from '../../edge/lazy-component.tsx';
import { useLanguage, useT } from '../../i18n/i18n-context.tsx';
import { portalName } from '../../i18n/portal-names.ts';
import { loadDetailsDialog, useDetailsDialog } from './use-details-dialog.tsx';

// The details step's fields of every kind and the choice fields they load on demand: the first
// step has only a text field, so its page does without them; loaded once the lookup has left.
const loadDescriptorFields = () => import('./descriptor-fields.tsx');
const AnyDescriptorField = lazyComponent<DeclaredFieldProps>(() =>
  loadDescriptorFields().then((module) => module.DescriptorField),
);
const preloadDetailsFields = () =>
  AnyDescriptorField.preload()
    .then(loadDescriptorFields)
    .then((module) => module.preloadChoiceFields());

/** Customer registration (REG-CUSTOMER): the ID lookup, the details, the code, a new username. */
export function CustomerRegistration() {
  const t = useT();
  const deps = useFlowDeps();
  const flow = useOwnedFlow(() => createRegisterCustomerFlow(deps));
  // The dialog the lookup's press opens when the ID number is missing; the rest follows a call.
  usePreloadWhenIdle(loadDetailsDialog);
  usePreloadAfterFirstCall(preloadDetailsFields, loadOtpStep);
  const step = useFlow(flow, (s) => s.step);
  const contacts = useFlow(flow, (s) => s.destinations);
  const { submit, dialog } = useDetailsDialog(flow);
  const form = { flow, fields: fieldsOn(customerRegistrationForm, step) };
  const { language } = useLanguage();
  // GUIDE-43: the details step names whose record it is (the ID number masked), where the code
  // goes, and links the terms it asks to accept (public/terms, in the language in use). Each
  // line follows the values it shows itself, so typing re-renders that line, not the screen.
  const details = {
    name: <RecordIdNumber flow={flow} />,
    password: <CodeGoesTo flow={flow} />,
  };
  return (
    <FlowScreen
      flow={flow}
      heading={t('register.heading', { type: portalName(t, 'customer') })}
      screen="title.register"
      type="customer"
      steps={{
        lookup: (
          <>
            <StepForm {...form} onSubmit={submit} action="action.register" captcha />
            <FooterLinks
              type="customer"
              links={['idLogin', 'backToLogin', 'forgotPassword', 'forgotUsername']}
            />
          </>
        ),
        details: (
          <Suspense fallback={null}>
            {contacts ? (
              <p className={styles.notice} data-testid="record-contacts">
                {t('register.contacts', {
                  mobile: contacts.mobile ?? '-',
                  email: contacts.email ?? '-',
                })}
              </p>
            ) : null}
            <StepForm
              {...form}
              Field={AnyDescriptorField}
              before={details}
              onSubmit={submit}
              action="action.next"
              hint={t('hint.account')}
            >
              <a
                href={`/terms/${language}.html`}
                target="_blank"
                rel="noopener"
                className={styles.secondaryLink}
              >
                {t('register.terms')}
              </a>
            </StepForm>
          </Suspense>
        ),
        code: <OtpStep flow={flow} />,
        username: (
          <StepForm {...form} onSubmit={submit} action="action.submit" hint={t('hint.username')} />
        ),
      }}
    >
      {dialog}
    </FlowScreen>
  );
}

/** The ID number whose record the details are, masked; nothing after a reload (never stored). */
function RecordIdNumber({ flow }: { flow: RegisterCustomerFlow }) {
  const t = useT();
  const idNumber = useFlow(flow, (s) => s.values.idNumber);
  if (idNumber === '') return null;
  return <ReadOnlyValue label={t('register.idNumber')} value={maskIdNumber(idNumber)} />;
}

/** Where the code goes on the channel chosen, masked as the lookup's reply gave it (GUIDE-43). */
function CodeGoesTo({ flow }: { flow: RegisterCustomerFlow }) {
  const t = useT();
  const codeGoesTo = useFlow(flow, ({ values, destinations }) =>
    values.preferredComm === 'mobile' || values.preferredComm === 'email'
      ? destinations?.[values.preferredComm]
      : undefined,
  );
  if (!codeGoesTo) return null;
  return (
    <p className={styles.notice} data-testid="code-goes-to">
      {t('register.codeGoesTo', { destination: codeGoesTo })}
    </p>
  );
}
