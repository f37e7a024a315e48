import type { FormValues } from '@forecourt/validators';
import {
  dealerRegistrationForm,
  emptyValues as emptyFormValues,
  fieldsOn,
} from '@forecourt/validators/forms';
import type { ReadonlyStore } from '../../store/readonly-store.ts';
import type { FlowTranslate, TextId } from '../../texts/translate.ts';
import { initialCodeState } from '../code-step/code-step.ts';
import { type ActionResult, blockedAt, ignored } from '../shared/action-result.ts';
import { createBaseActions, initialFlowData } from '../shared/base-actions.ts';
import type { CompanyRegistrationStep } from '../shared/company-steps.ts';
import { createFlowKit } from '../shared/flow-kit.ts';
import { createFlowStore } from '../shared/flow-store.ts';
import type { CodeStepState, FlowDeps, FlowStateBase } from '../shared/flow-types.ts';
import { namingMissing } from '../shared/missing-fields.ts';
import {
  createRegistrationActions,
  type RegistrationActions,
  type RegistrationGrantState,
  registrationRequest,
} from '../shared/registration.ts';
import { filled } from '../shared/selectors.ts';
import { stepFlags } from '../shared/step-flags.ts';
import { defineSteps, moveOn } from '../shared/steps.ts';

/** The labels of the company step's required fields, for 'Please provide {label}.'. */
const labelsOf = (translate: FlowTranslate) =>
  Object.fromEntries(
    fieldsOn(dealerRegistrationForm, 'company').map(({ name, label }) => [
      name,
      translate(label as TextId),
    ]),
  );

/**
 * The dealer registration form (REG-DEALER-1): the fields its declaration in validators names (values typed by kind), the captcha
 * and the code.
 */
export type DealerRegistrationValues = FormValues<typeof dealerRegistrationForm> & {
  captchaResponse: string;
  otp: string;
};

/** Register dealer. */
export interface RegisterDealerFlowState
  extends FlowStateBase<CompanyRegistrationStep, DealerRegistrationValues>,
    CodeStepState,
    RegistrationActions,
    RegistrationGrantState {
  /**
   * 'Register' on the company step: checks the company details in the required order
   * (`validationMessage`, REG-DEALER-3); no call follows.
   */
  submitCompanyDetails(): Promise<ActionResult>;
}

/** A dealer registration flow store. */
export type RegisterDealerFlow = ReadonlyStore<RegisterDealerFlowState>;

const emptyValues = (): DealerRegistrationValues => ({
  ...emptyFormValues(dealerRegistrationForm),
  captchaResponse: '',
  otp: '',
});

/**
 * Dealer registration's steps (REG-DEALER-2): the company and its director, checked on the press
 * with no call; the director's account, which sends the registration; the code; a taken username
 * asks for another on its own step.
 */
export const dealerRegistrationSteps = defineSteps<CompanyRegistrationStep>({
  company: {
    role: 'first',
    title: 'register.step.company',
    verb: 'submitCompanyDetails',
    next: { checked: 'account' },
  },
  account: {
    role: 'account',
    title: 'register.step.director',
    verb: 'submitAccount',
    back: 'company',
    next: { sent: 'code', taken: 'username' },
  },
  code: { role: 'code', title: 'register.step.otp', verb: 'submitCode', back: 'account' },
  username: {
    role: 'username',
    title: 'register.step.username',
    verb: 'submitAccount',
    back: 'account',
    next: { sent: 'code' },
  },
});

/** Creates the dealer registration flow. */
export function createRegisterDealerFlow(deps: FlowDeps): RegisterDealerFlow {
  const role = 'dealer' as const;
  return createFlowStore<RegisterDealerFlowState>(
    (set, get) => {
      const initial = () => ({
        ...initialFlowData<CompanyRegistrationStep, DealerRegistrationValues>(
          dealerRegistrationSteps,
          emptyValues(),
        ),
        ...initialCodeState(),
        registrationHandle: undefined,
      });
      const kit = createFlowKit<RegisterDealerFlowState>(
        deps,
        set,
        get,
        'forecourt.register.dealer',
      );
      const registration = createRegistrationActions(kit, set, get, deps, {
        role,
        form: dealerRegistrationForm,
        validate: ({ validateDealer }) => validateDealer(get().values, kit.translate),
        send: (signal) =>
          deps.api.registerUser(
            {
              ...registrationRequest(get().values, role, get().registrationHandle),
              termsConditions: 'Yes',
              sbsaDealerCode: '',
            },
            { signal },
          ),
        verified: (result) => kit.signIn(result.session, 'dealer'),
      });
      return {
        ...initial(),
        ...createBaseActions(kit, set, get, initial),
        ...registration,
        async submitCompanyDetails() {
          // Every field is checked on the press, in order (REG-DEALER-3): never 'incomplete'.
          const why = blockedAt(kit, get(), 'first');
          if (why) return ignored(why);
          // No call follows: the step changes once the check passes.
          return kit.submitChecked({
            validate: ({ dealerStep0Validation }) =>
              dealerStep0Validation(get().values, {
                today: new Date(deps.clock.now()),
                captchaResolved: filled(get().values.captchaResponse),
                labels: labelsOf(kit.translate),
                translate: kit.translate,
              }),
            // The ordered check's one message, or the schema's errors of the step's fields.
            invalid: (validation) => {
              const fieldErrors = namingMissing(
                validation.fieldErrors,
                get().values,
                dealerRegistrationForm,
                kit.translate,
              );
              const { formError } = validation;
              set({ validationMessage: formError ?? Object.values(fieldErrors)[0], fieldErrors });
            },
            task: async () => undefined,
            done: () =>
              set({
                ...moveOn(get(), 'checked'),
                error: undefined,
                validationMessage: undefined,
                fieldErrors: {},
              }),
          });
        },
      };
    },
    // The company step's button is always pressable: its ordered check says what is missing.
    (state) => stepFlags(state, () => undefined),
  );
}
