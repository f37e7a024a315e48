import type { DealerGroup } from '@forecourt/contract';
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
  type RegistrationCodeActions,
  type RegistrationGrantState,
  registrationRequest,
} from '../shared/registration.ts';
import { filled } from '../shared/selectors.ts';

/** The dealer-group registration form (spec §3). */
export type DealerGroupRegistrationValues = {
  dealerGroupId: string;
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

/**
 * Register dealer group (spec §4): 0 group and director, 1 credentials, 2 a new username, 3 code;
 * after the code is accepted, the server message and back to an empty step 0.
 */
export interface RegisterDealerGroupFlowState
  extends FlowStateBase<0 | 1 | 2 | 3, DealerGroupRegistrationValues>,
    RegistrationCodeActions,
    RegistrationGrantState {
  /** The dealer groups of the autocomplete, once loaded. */
  dealerGroups: readonly DealerGroup[];
  /** Loads the dealer groups (GET allDealerGroups); a failure leaves the list empty. */
  loadDealerGroups(): Promise<void>;
  /** Step 0 'Register': checks the fields (errors per field). */
  submitCredentials(): Promise<void>;
  /** Step 1 'next': sends the registration, which sends the code. */
  submitDetails(): Promise<void>;
  /** Step 2: sends the registration again with the new username. */
  submitUsername(): Promise<void>;
}

/** A dealer-group registration flow store. */
export type RegisterDealerGroupFlow = ReadonlyStore<RegisterDealerGroupFlowState>;

const emptyValues = (): DealerGroupRegistrationValues => ({
  dealerGroupId: '',
  companyDirectorName: '',
  companyDirectorSurname: '',
  idNumber: '',
  email: '',
  mobileNo: '',
  captchaResponse: '',
  ...emptyCredentials(),
});

/**
 * 'Register' on step 0 needs the director fields, ID, mobile, dealer group, email and the
 * captcha (spec §5).
 */
export function canSubmitDealerGroup(state: RegisterDealerGroupFlowState): boolean {
  const { step, status, values } = state;
  const required = [
    values.companyDirectorName,
    values.companyDirectorSurname,
    values.idNumber,
    values.mobileNo,
    values.dealerGroupId,
    values.email,
    values.captchaResponse,
  ];
  return step === 0 && status === 'idle' && required.every(filled);
}

/** Creates the dealer-group registration flow. */
export function createRegisterDealerGroupFlow(deps: FlowDeps): RegisterDealerGroupFlow {
  const role = 'dealergroup' as const;
  let groupsLoad: AbortController | undefined;
  const store = createStore<RegisterDealerGroupFlowState>()((set, get) => {
    const initial = () => initialFlowData(emptyValues());
    const kit = createFlowKit<RegisterDealerGroupFlowState>(
      deps,
      set,
      get,
      'forecourt.register.dealer-group',
    );
    const registration = createRegistrationActions(kit, set, get, deps, {
      role,
      steps: { codeStep: 3, usernameStep: 2, failureStep: 0 },
      validate: ({ validateForm, dealerGroupRegistrationSchema }) =>
        validateForm(dealerGroupRegistrationSchema, get().values),
      send: (signal) =>
        deps.api.registerDealerGroup(
          registrationRequest(get().values, role, get().registrationHandle),
          { signal },
        ),
      verified: (result) => {
        kit.countdown.getState().stop();
        set(initial());
        const message = result.message || result.reply.payload?.message;
        if (message) kit.succeed(message);
      },
    });
    const base = createBaseActions(kit, set, get, initial, backToDetails);
    return {
      ...initial(),
      dealerGroups: [],
      ...base,
      ...registration,
      async loadDealerGroups() {
        if (kit.isDisposed()) return;
        groupsLoad?.abort();
        const mine = new AbortController();
        groupsLoad = mine;
        const result = await deps.api.allDealerGroups({}, { signal: mine.signal });
        if (groupsLoad !== mine) return;
        groupsLoad = undefined;
        if (result.ok) set({ dealerGroups: result.reply.payload?.dealerGroups ?? [] });
      },
      dispose() {
        groupsLoad?.abort();
        base.dispose();
      },
      async submitCredentials() {
        if (!canSubmitDealerGroup(get())) return;
        // No call follows: the step changes once the check passes.
        await kit.submitChecked({
          validate: ({ dealerGroupStep0Errors }) => {
            const fieldErrors = dealerGroupStep0Errors(get().values, deps.clock.now());
            return fieldErrors ? { ok: false, fieldErrors } : { ok: true, value: {} };
          },
          invalid: ({ fieldErrors }) =>
            set({ fieldErrors, validationMessage: Object.values(fieldErrors)[0] }),
          task: async () => undefined,
          done: () =>
            set({ step: 1, fieldErrors: {}, error: undefined, validationMessage: undefined }),
        });
      },
    };
  });
  return readonly(store);
}
