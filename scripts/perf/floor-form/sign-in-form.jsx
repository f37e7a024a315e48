// The sign-in form both floors render: two inputs and a button, whose submit sends the form (the
// bench's "reaction"). One module, so the two floors differ only by the router.
import { useState } from 'react';

export function SignInForm() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [sent, setSent] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(true);
        void fetch('/user/v1/floor', {
          method: 'POST',
          body: JSON.stringify({ username, password }),
        });
      }}
    >
      <h1>Sign in</h1>
      <label htmlFor="username">Username</label>
      <input id="username" value={username} onChange={(e) => setUsername(e.target.value)} />
      <label htmlFor="password">Password</label>
      <input
        id="password"
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button type="submit">Login</button>
      {sent ? <p role="status">Sent</p> : null}
    </form>
  );
}
