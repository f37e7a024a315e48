import type { FormValues } from '@forecourt/validators';
import {
  customerRegistrationForm,
  emptyValues as emptyFormValues,
  normaliseIdNumber,
} from '@forecourt/validators/forms';
import type { ReadonlyStore } from '../../store/readonly-store.ts';
import { initialCodeState } from '../code-step/code-step.ts';
import { type ActionResult, blockedAt, ignored } from '../shared/action-result.ts';
import { createBaseActions, initialFlowData } from '../shared/base-actions.ts';
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
import { firstBlank } from '../shared/selectors.ts';
import { stepFlags } from '../shared/step-flags.ts';
import { defineSteps, moveOn } from '../shared/steps.ts';

/**
 * The customer registration form (REG-CUSTOMER-1): the fields its declaration in validators names (values typed by kind), the captcha
 * and the code.
 */
export type CustomerRegistrationValues = FormValues<typeof customerRegistrationForm> & {
  captchaResponse: string;
  otp: string;
};

/**
 * Customer registration's steps (REG-CUSTOMER-2): the ID lookup, the details, the code; a taken
 * username asks for another on its own step, and goes back to the details.
 */
export const customerRegistrationSteps = defineSteps({
  lookup: {
    role: 'first',
    title: 'register.step.idNumber',
    verb: 'lookUpCustomer',
    // A lookup refused for a taken username asks for another (REG-CUSTOMER-4).
    next: { found: 'details', taken: 'username' },
  },
  details: {
    role: 'account',
    title: 'register.step.details',
    verb: 'submitAccount',
    back: 'lookup',
    next: { sent: 'code', taken: 'username' },
  },
  code: { role: 'code', title: 'register.step.otp', verb: 'submitCode', back: 'details' },
  username: {
    role: 'username',
    title: 'register.step.username',
    verb: 'submitAccount',
    back: 'details',
    next: { sent: 'code' },
  },
});

/** A step of customer registration. */
export type CustomerRegistrationStep = (typeof customerRegistrationSteps.steps)[number];

/** Register customer. */
export interface RegisterCustomerFlowState
  extends FlowStateBase<CustomerRegistrationStep, CustomerRegistrationValues>,
    CodeStepState,
    RegistrationActions,
    RegistrationGrantState {
  /** 'Register' on the lookup step: finds the finance customer by ID number (with the captcha). */
  lookUpCustomer(): Promise<ActionResult>;
}

/** A customer registration flow store. */
export type RegisterCustomerFlow = ReadonlyStore<RegisterCustomerFlowState>;

const emptyValues = (): CustomerRegistrationValues => ({
  ...emptyFormValues(customerRegistrationForm),
  captchaResponse: '',
  otp: '',
});

/** 'Register' on the lookup step waits for an ID number and a resolved captcha (REG-CUSTOMER-3). */
const lookupWaitingFor = ({ values }: RegisterCustomerFlowState) =>
  firstBlank(values, ['idNumber', 'captchaResponse']);

/** Creates the customer registration flow. */
export function createRegisterCustomerFlow(deps: FlowDeps): RegisterCustomerFlow {
  const role = 'customer' as const;
  return createFlowStore<RegisterCustomerFlowState>(
    (set, get) => {
      const initial = () => ({
        ...initialFlowData<CustomerRegistrationStep, CustomerRegistrationValues>(
          customerRegistrationSteps,
          emptyValues(),
        ),
        ...initialCodeState(),
        registrationHandle: undefined,
      });
      const kit = createFlowKit<RegisterCustomerFlowState>(
        deps,
        set,
        get,
        'forecourt.register.customer',
      );
      // The lookup's grant: without one (a service that gave none) the service refuses the step.
      const grantFor = () => get().registrationHandle ?? '';
      const registration = createRegistrationActions(kit, set, get, deps, {
        role,
        form: customerRegistrationForm,
        validate: ({ validateForm, customerRegistrationSchema }) =>
          validateForm(customerRegistrationSchema, { ...get().values, role }, kit.translate),
        send: (signal) =>
          deps.api.registerUser(
            { ...registrationRequest(get().values, role), registrationHandle: grantFor() },
            { signal },
          ),
        verified: (result) => kit.signIn(result.session, 'customer'),
      });
      return {
        ...initial(),
        ...createBaseActions(kit, set, get, initial),
        ...registration,
        async lookUpCustomer() {
          const why =
            blockedAt(kit, get(), 'first') ?? (get().canSubmit ? undefined : 'incomplete');
          if (why) return ignored(why);
          const { idNumber } = get().values;
          return kit.submitChecked({
            validate: ({ fieldError, fields }) => {
              const error = fieldError(fields.idNumber, idNumber, kit.translate);
              return error
                ? { ok: false, fieldErrors: { idNumber: error } }
                : { ok: true, value: {} };
            },
            invalid: (validation) => {
              const fieldErrors = namingMissing(
                validation.fieldErrors,
                get().values,
                customerRegistrationForm,
                kit.translate,
              );
              set({ fieldErrors, validationMessage: fieldErrors.idNumber });
            },
            task: (signal) =>
              deps.api.customerById(
                { id: normaliseIdNumber(idNumber), captchaResponse: get().values.captchaResponse },
                { signal },
              ),
            done: (result) => {
              if (!result.ok) {
                const taken = result.code === 'username_taken';
                return kit.fail(result, taken ? moveOn(get(), 'taken') : {});
              }
              const found = { ...result.reply, ...result.reply.payload };
              const pick = (key: 'name' | 'surname' | 'customerNo' | 'username') =>
                found[key] ?? get().values[key];
              // The finance record's contacts come masked: they say where the code can go, and
              // the e-mail field is the person's to fill (it becomes theirs once the code is in).
              set({
                ...moveOn(get(), 'found'),
                fieldErrors: {},
                registrationHandle: result.reply.payload?.registrationHandle,
                destinations: {
                  ...(found.mobileNo ? { mobile: found.mobileNo } : {}),
                  ...(found.email ? { email: found.email } : {}),
                },
                values: {
                  ...get().values,
                  name: pick('name'),
                  surname: pick('surname'),
                  customerNo: pick('customerNo'),
                  username: pick('username'),
                },
              });
            },
          });
        },
      };
    },
    (state) => stepFlags(state, lookupWaitingFor),
  );
}
