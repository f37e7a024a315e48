import { roleOf } from '@forecourt/validators';
import { createStore } from 'zustand/vanilla';
import { type ReadonlyStore, readonly } from '../../store/readonly-store.ts';
import { createBaseActions, initialFlowData } from '../shared/base-actions.ts';
import { validationError } from '../shared/flow-error.ts';
import { createFlowKit } from '../shared/flow-kit.ts';
import type { FlowDeps, FlowOptions, FlowStateBase } from '../shared/flow-types.ts';
import { filled } from '../shared/selectors.ts';

/** The admin login form (spec §2, §6). */
export type AdminLoginValues = {
  username: string;
  adminUsername: string;
  adminPassword: string;
  captchaResponse: string;
};

/** Admin login: one step; the admin signs in as `username` and goes to /home/{kid}/admin. */
export interface AdminLoginFlowState extends FlowStateBase<0, AdminLoginValues> {
  /** 'Login': signs in. */
  submitCredentials(): Promise<void>;
}

/** An admin login flow store. */
export type AdminLoginFlow = ReadonlyStore<AdminLoginFlowState>;

/** 'Login' is enabled with all three fields and a resolved captcha. */
export function canSubmitAdmin(state: AdminLoginFlowState): boolean {
  const { status, values } = state;
  return (
    status === 'idle' &&
    filled(values.username) &&
    filled(values.adminUsername) &&
    filled(values.adminPassword) &&
    filled(values.captchaResponse)
  );
}

/** Creates the admin variant of login (route login/{type}/admin). */
export function createAdminLoginFlow(deps: FlowDeps, options: FlowOptions): AdminLoginFlow {
  const role = roleOf(options.type);
  const store = createStore<AdminLoginFlowState>()((set, get) => {
    const initial = () =>
      initialFlowData<AdminLoginValues>({
        username: '',
        adminUsername: '',
        adminPassword: '',
        captchaResponse: '',
      });
    const kit = createFlowKit<AdminLoginFlowState>(
      deps,
      set,
      get,
      `forecourt.admin.${options.type}`,
    );
    return {
      ...initial(),
      ...createBaseActions(kit, set, get, initial),
      async submitCredentials() {
        const { values, status } = get();
        if (kit.isDisposed() || status !== 'idle') return;
        await kit.submitChecked({
          validate: ({ validateForm, adminLoginFormSchema }) =>
            validateForm(adminLoginFormSchema, { ...values, role }),
          task: (signal) => deps.api.adminLogin({ ...values, role }, { signal }),
          done: (result) =>
            result.ok ? kit.signIn(result.session, options.type, true) : kit.fail(result),
          invalid: ({ fieldErrors, formError }) =>
            set({ fieldErrors, error: validationError(formError) }),
        });
      },
    };
  });
  return readonly(store);
}
