import type { Channel } from '@forecourt/validators';
import { createStore } from 'zustand/vanilla';
import { type ReadonlyStore, readonly } from '../../store/readonly-store.ts';
import { createBaseActions, initialFlowData } from '../shared/base-actions.ts';
import { createFlowKit } from '../shared/flow-kit.ts';
import type { FlowDeps, FlowStateBase } from '../shared/flow-types.ts';
import {
  backToDetails,
  createRegistrationActions,
  emptyCredentials,
  isUsernameTaken,
  type RegistrationCodeActions,
  type RegistrationGrantState,
  registrationRequest,
} from '../shared/registration.ts';
import { filled } from '../shared/selectors.ts';

/** The customer registration form (spec §3). */
export type CustomerRegistrationValues = {
  idNumber: string;
  captchaResponse: string;
  name: string;
  surname: string;
  customerNo: string;
  email: string;
  mobileNo: string;
  username: string;
  password: string;
  verifyPassword: string;
  preferredComm: '' | Channel;
  termsConditions: 'Yes' | 'No';
  otp: string;
};

/**
 * Register customer (spec §4): 0 ID lookup, 1 details, 2 code, 3 a different username.
 */
export interface RegisterCustomerFlowState
  extends FlowStateBase<0 | 1 | 2 | 3, CustomerRegistrationValues>,
    RegistrationCodeActions,
    RegistrationGrantState {
  /** Step 0 'Register': looks the customer up by ID number. */
  submitCredentials(): Promise<void>;
  /** Step 1 'next': sends the registration, which sends the code. */
  submitDetails(): Promise<void>;
  /** Step 3: sends the registration again with the new username. */
  submitUsername(): Promise<void>;
}

/** A customer registration flow store. */
export type RegisterCustomerFlow = ReadonlyStore<RegisterCustomerFlowState>;

const emptyValues = (): CustomerRegistrationValues => ({
  idNumber: '',
  captchaResponse: '',
  name: '',
  surname: '',
  customerNo: '',
  email: '',
  mobileNo: '',
  ...emptyCredentials(),
});

/** 'Register' on step 0 is enabled with an ID number and a resolved captcha (spec §5). */
export function canSubmitCustomerLookup(state: RegisterCustomerFlowState): boolean {
  const { step, status, values } = state;
  return (
    step === 0 && status === 'idle' && filled(values.idNumber) && filled(values.captchaResponse)
  );
}

/** Creates the customer registration flow. */
export function createRegisterCustomerFlow(deps: FlowDeps): RegisterCustomerFlow {
  const role = 'customer' as const;
  const store = createStore<RegisterCustomerFlowState>()((set, get) => {
    const initial = () => initialFlowData(emptyValues());
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
      steps: { codeStep: 2, usernameStep: 3 },
      validate: ({ validateForm, customerRegistrationSchema }) =>
        validateForm(customerRegistrationSchema, { ...get().values, role }),
      send: (signal) =>
        deps.api.registerUser(
          { ...registrationRequest(get().values, role), registrationHandle: grantFor() },
          { signal },
        ),
      verified: (result) => kit.signIn(result.session, 'customer'),
    });
    return {
      ...initial(),
      ...createBaseActions(kit, set, get, initial, backToDetails),
      ...registration,
      async submitCredentials() {
        if (!canSubmitCustomerLookup(get())) return;
        const { idNumber } = get().values;
        await kit.submitChecked({
          validate: ({ fieldError, fields }) => {
            const error = fieldError(fields.idNumber, idNumber);
            return error
              ? { ok: false, fieldErrors: { idNumber: error } }
              : { ok: true, value: {} };
          },
          invalid: ({ fieldErrors }) =>
            set({ fieldErrors, validationMessage: fieldErrors.idNumber }),
          task: (signal) =>
            deps.api.customerById(
              { id: idNumber, captchaResponse: get().values.captchaResponse },
              { signal },
            ),
          done: (result) => {
            if (!result.ok) return kit.fail(result, isUsernameTaken(result) ? { step: 3 } : {});
            const found = { ...result.reply, ...result.reply.payload };
            const pick = (key: 'name' | 'surname' | 'customerNo' | 'username') =>
              found[key] ?? get().values[key];
            // The finance record's contacts come masked: they say where the code can go, and
            // the e-mail field is the person's to fill (it becomes theirs once the code is in).
            set({
              step: 1,
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
  });
  return readonly(store);
}
