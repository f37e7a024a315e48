import {
  canSubmitCustomerLookup,
  createRegisterCustomerFlow,
  loadFormChecks,
  registrationDetailsReady,
  registrationFields,
} from '@forecourt/flows-core';
import { useFlow, useOwnedFlow } from '@forecourt/flows-core/react';
import { Suspense } from 'react';
import { useFlowDeps } from '../../app/boot-context.tsx';
import { customerLookupRule } from '../../app/early-enable.ts';
import { usePreloadWhenIdle } from '../../app/idle.ts';
import { lazyComponent } from '../../app/lazy-component.tsx';
import { CaptchaSlot } from '../../components/captcha-slot.tsx';
import { loadOtpStep, OtpStep } from '../../components/code-steps.ts';
import { FlowError } from '../../components/flow-error.tsx';
import { FooterLinks } from '../../components/footer-links.tsx';
import { ScreenFrame } from '../../components/screen-frame.tsx';
import { StepHeading } from '../../components/step-heading.tsx';
import { useResume } from '../../components/use-resume.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import type { MessageKey } from '../../i18n/translate.ts';
import * as styles from '../screens.css.ts';
import { type DescriptorFieldProps, DescriptorForm } from './descriptor-form.tsx';
import { loadDetailsDialog, useDetailsDialog } from './use-details-dialog.tsx';

const stepTitles: Record<0 | 1 | 2 | 3, MessageKey> = {
  0: 'register.step.idNumber',
  1: 'register.step.details',
  2: 'register.step.otp',
  3: 'register.step.username',
};

// The details step's fields of every kind and the choice fields they load on demand: the first
// step has only a text field, so its page does without them; loaded when the browser is idle.
const loadDescriptorFields = () => import('./descriptor-fields.tsx');
const AnyDescriptorField = lazyComponent<DescriptorFieldProps>(() =>
  loadDescriptorFields().then((module) => module.DescriptorField),
);
const preloadDetailsFields = () =>
  AnyDescriptorField.preload()
    .then(loadDescriptorFields)
    .then((module) => module.preloadChoiceFields());

/** Customer registration: 0 ID lookup, 1 details, 2 code, 3 a different username (spec §2). */
export function CustomerRegistration() {
  const t = useT();
  const deps = useFlowDeps();
  const flow = useOwnedFlow(() => createRegisterCustomerFlow(deps));
  useResume(flow);
  usePreloadWhenIdle(loadFormChecks, loadDetailsDialog, preloadDetailsFields, loadOtpStep);
  const step = useFlow(flow, (s) => s.step);
  const values = useFlow(flow, (s) => s.values);
  const errors = useFlow(flow, (s) => s.fieldErrors);
  const error = useFlow(flow, (s) => s.error?.message);
  const contacts = useFlow(flow, (s) => s.destinations);
  const submitting = useFlow(flow, (s) => s.status === 'submitting');
  const lookupReady = useFlow(flow, canSubmitCustomerLookup);
  const detailsReady = useFlow(flow, registrationDetailsReady);
  const state = flow.getState();
  const binding = { values, errors, setField: state.setField };
  const { submit, dialog } = useDetailsDialog(flow);
  const fields = registrationFields('customer', step);
  return (
    <ScreenFrame heading={t('register.heading', { type: 'customer' })}>
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
            onSubmit={submit(state.submitCredentials)}
            ready={lookupReady}
            submitting={submitting}
            action="action.register"
            enableWhen={customerLookupRule}
          >
            <CaptchaSlot onResolve={state.resolveCaptcha} />
          </DescriptorForm>
          <FooterLinks
            type="customer"
            links={['idLogin', 'backToLogin', 'forgotPassword', 'forgotUsername']}
          />
        </>
      ) : null}
      {step === 1 ? (
        <Suspense fallback={null}>
          {contacts ? (
            <p className={styles.notice} data-testid="record-contacts">
              {t('register.contacts', {
                mobile: contacts.mobile ?? '-',
                email: contacts.email ?? '-',
              })}
            </p>
          ) : null}
          <DescriptorForm
            fields={fields}
            binding={binding}
            Field={AnyDescriptorField}
            onSubmit={submit(state.submitDetails)}
            ready={detailsReady}
            submitting={submitting}
            action="action.next"
          />
        </Suspense>
      ) : null}
      {step === 2 ? <OtpStep flow={flow} /> : null}
      {step === 3 ? (
        <DescriptorForm
          fields={fields}
          binding={binding}
          onSubmit={submit(state.submitUsername)}
          ready={values.username.trim() !== ''}
          submitting={submitting}
          action="action.submit"
        />
      ) : null}
    </ScreenFrame>
  );
}
