import { maskIdNumber } from '@forecourt/contract';
import { createRegisterCustomerFlow } from '@forecourt/flows-core';
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
  const values = useFlow(flow, (s) => s.values);
  const contacts = useFlow(flow, (s) => s.destinations);
  const { submit, dialog } = useDetailsDialog(flow);
  const form = { flow, fields: fieldsOn(customerRegistrationForm, step) };
  const { language } = useLanguage();
  // Where the code goes on the channel chosen, masked as the lookup's reply gave it (GUIDE-43).
  const codeGoesTo =
    values.preferredComm === 'mobile' || values.preferredComm === 'email'
      ? contacts?.[values.preferredComm]
      : undefined;
  // GUIDE-43: the details step names whose record it is (the ID number masked), where the code
  // goes, and links the terms it asks to accept (public/terms, in the language in use).
  const details = {
    // After a reload the ID number is not known (never stored): nothing to show.
    name:
      values.idNumber === '' ? null : (
        <ReadOnlyValue label={t('register.idNumber')} value={maskIdNumber(values.idNumber)} />
      ),
    password: codeGoesTo ? (
      <p className={styles.notice} data-testid="code-goes-to">
        {t('register.codeGoesTo', { destination: codeGoesTo })}
      </p>
    ) : null,
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
