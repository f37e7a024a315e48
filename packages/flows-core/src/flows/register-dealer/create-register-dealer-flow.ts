import { type Channel, checkDealerStep0, dealerStep0RequiredFields } from '@forecourt/validators';
import { createStore } from 'zustand/vanilla';
import { type ReadonlyStore, readonly } from '../../store/readonly-store.ts';
import { fieldLabels } from '../../texts.ts';
import { createBaseActions, initialFlowData } from '../shared/base-actions.ts';
import { createFlowKit } from '../shared/flow-kit.ts';
import type { FlowDeps, FlowStateBase } from '../shared/flow-types.ts';
import type { Checks } from '../shared/load-checks.ts';
import {
  backToDetails,
  createRegistrationActions,
  emptyCredentials,
  type RegistrationCodeActions,
  registrationRequest,
} from '../shared/registration.ts';
import { filled } from '../shared/selectors.ts';

/** The dealer registration form (spec §3). */
export type DealerRegistrationValues = {
  companyName: string;
  cipcName: string;
  companyRegNo: string;
  sbsaDealerCode: string;
  companyDirectorName: string;
  companyDirectorSurname: string;
  idNumber: string;
  email: string;
  mobileNo: string;
  captchaResponse: string;
  username: string;
  password: string;
  verifyPassword: string;
  preferredComm: '' | Channel;
  termsConditions: 'Yes' | 'No';
  otp: string;
};

/** Register dealer (spec §4): 0 company and director, 1 credentials, 2 a new username, 3 code. */
export interface RegisterDealerFlowState
  extends FlowStateBase<0 | 1 | 2 | 3, DealerRegistrationValues>,
    RegistrationCodeActions {
  /** Step 0 'Register': checks the company details in the spec's order (`validationMessage`). */
  submitCredentials(): Promise<void>;
  /** Step 1 'next': sends the registration, which sends the code. */
  submitDetails(): Promise<void>;
  /** Step 2: sends the registration again with the new username. */
  submitUsername(): Promise<void>;
}

/** A dealer registration flow store. */
export type RegisterDealerFlow = ReadonlyStore<RegisterDealerFlowState>;

const emptyValues = (): DealerRegistrationValues => ({
  companyName: '',
  cipcName: '',
  companyRegNo: '',
  sbsaDealerCode: '',
  companyDirectorName: '',
  companyDirectorSurname: '',
  idNumber: '',
  email: '',
  mobileNo: '',
  captchaResponse: '',
  ...emptyCredentials(),
});

function step0FieldErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).filter(([name]) =>
      (dealerStep0RequiredFields as readonly string[]).includes(name),
    ),
  );
}

/** The dealer form against the schema; the dealer code is always sent empty (spec §7), so unchecked. */
function validateDealer(
  { validateForm, dealerRegistrationSchema }: Checks,
  { sbsaDealerCode: _code, ...values }: DealerRegistrationValues,
) {
  return validateForm(dealerRegistrationSchema, { ...values, role: 'dealer' });
}

/** Creates the dealer registration flow. */
export function createRegisterDealerFlow(deps: FlowDeps): RegisterDealerFlow {
  const role = 'dealer' as const;
  const store = createStore<RegisterDealerFlowState>()((set, get) => {
    const initial = () => initialFlowData(emptyValues());
    const kit = createFlowKit<RegisterDealerFlowState>(deps, set, get, 'forecourt.register.dealer');
    const registration = createRegistrationActions(kit, set, get, deps, {
      role,
      steps: { codeStep: 3, usernameStep: 2 },
      validate: (checks) => validateDealer(checks, get().values),
      send: (signal) =>
        deps.api.registerUser(
          {
            ...registrationRequest(get().values, role),
            termsConditions: 'Yes',
            sbsaDealerCode: '',
          },
          { signal },
        ),
      verified: (result) => kit.signIn(result.session, 'dealer'),
    });
    return {
      ...initial(),
      ...createBaseActions(kit, set, get, initial, backToDetails),
      ...registration,
      async submitCredentials() {
        const { step, status, values } = get();
        if (step !== 0 || status !== 'idle' || kit.isDisposed()) return;
        const problem = checkDealerStep0(values, {
          today: new Date(deps.clock.now()),
          captchaResolved: filled(values.captchaResponse),
          labels: fieldLabels(),
        });
        if (problem !== null) return set({ validationMessage: problem });
        // The ordered check does not cover lengths and patterns; the schema does, for this step's
        // fields. No call follows: the step changes once the check passes.
        await kit.submitChecked({
          validate: (checks) => {
            const validation = validateDealer(checks, get().values);
            const fieldErrors = validation.ok ? {} : step0FieldErrors(validation.fieldErrors);
            return Object.keys(fieldErrors).length === 0
              ? { ok: true, value: {} }
              : { ok: false, fieldErrors };
          },
          invalid: ({ fieldErrors }) =>
            set({ validationMessage: Object.values(fieldErrors)[0], fieldErrors }),
          task: async () => undefined,
          done: () =>
            set({ step: 1, error: undefined, validationMessage: undefined, fieldErrors: {} }),
        });
      },
    };
  });
  return readonly(store);
}
