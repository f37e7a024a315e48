// The router floor's sign-in form with each library of the design card doing its job, and
// nothing of the portal's own: the form's state in a zustand store, its values checked by zod
// through @forecourt/validators' own field rules, the call sent with ofetch, styles written with
// vanilla-extract. What the card's stack costs before any product code is measured against this.
import { fields, validateForm } from '@forecourt/validators';
import { ofetch } from 'ofetch';
import * as z from 'zod/mini';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import * as styles from './form.css.ts';

const schema = z.object({ username: fields.username, password: fields.loginPassword });
const api = ofetch.create({ baseURL: '/user/v1', headers: { Authorization: 'Bearer floor' } });

const store = createStore((set, get) => ({
  username: '',
  password: '',
  errors: {},
  set: (name, value) => set({ [name]: value }),
  submit: () => {
    const { username, password } = get();
    const checked = validateForm(schema, { username, password });
    if (!checked.ok) return set({ errors: checked.fieldErrors });
    set({ errors: {} });
    void api('/floor', { method: 'POST', body: checked.value }).catch(() => undefined);
  },
}));

export function SignInForm() {
  const state = useStore(store);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        state.submit();
      }}
    >
      <h1>Sign in</h1>
      <label htmlFor="username">Username</label>
      <input
        id="username"
        value={state.username}
        onChange={(e) => state.set('username', e.target.value)}
      />
      {state.errors.username ? <p className={styles.error}>{state.errors.username}</p> : null}
      <label htmlFor="password">Password</label>
      <input
        id="password"
        type="password"
        value={state.password}
        onChange={(e) => state.set('password', e.target.value)}
      />
      {state.errors.password ? <p className={styles.error}>{state.errors.password}</p> : null}
      <button type="submit">Login</button>
    </form>
  );
}
