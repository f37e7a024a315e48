import type { Channel } from '@forecourt/validators';
import { createStore } from 'zustand/vanilla';
import { type ReadonlyStore, readonly } from '../../store/readonly-store.ts';
import { fieldLabels } from '../../texts.ts';
import { createBaseActions, initialFlowData } from '../shared/base-actions.ts';
import { createFlowKit } from '../shared/flow-kit.ts';
import type { FlowDeps, FlowStateBase } from '../shared/flow-types.ts';
import {
  backToDetails,
  createRegistrationActions,
  emptyCredentials,
  type RegistrationCodeActions,
  type RegistrationGrantState,
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
    RegistrationCodeActions,
    RegistrationGrantState {
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

/** Creates the dealer registration flow. */
export function createRegisterDealerFlow(deps: FlowDeps): RegisterDealerFlow {
  const role = 'dealer' as const;
  const store = createStore<RegisterDealerFlowState>()((set, get) => {
    const initial = () => initialFlowData(emptyValues());
    const kit = createFlowKit<RegisterDealerFlowState>(deps, set, get, 'forecourt.register.dealer');
    const registration = createRegistrationActions(kit, set, get, deps, {
      role,
      steps: { codeStep: 3, usernameStep: 2 },
      validate: ({ validateDealer }) => validateDealer(get().values),
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
      ...createBaseActions(kit, set, get, initial, backToDetails),
      ...registration,
      async submitCredentials() {
        const { step, status } = get();
        if (step !== 0 || status !== 'idle' || kit.isDisposed()) return;
        // No call follows: the step changes once the check passes.
        await kit.submitChecked({
          validate: ({ dealerStep0Validation }) =>
            dealerStep0Validation(get().values, {
              today: new Date(deps.clock.now()),
              captchaResolved: filled(get().values.captchaResponse),
              labels: fieldLabels(),
            }),
          // The ordered check's one message, or the schema's errors of the step's fields.
          invalid: ({ fieldErrors, formError }) =>
            set(
              formError === undefined
                ? { validationMessage: Object.values(fieldErrors)[0], fieldErrors }
                : { validationMessage: formError },
            ),
          task: async () => undefined,
          done: () =>
            set({ step: 1, error: undefined, validationMessage: undefined, fieldErrors: {} }),
        });
      },
    };
  });
  return readonly(store);
}
