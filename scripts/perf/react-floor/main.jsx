// The floor the portal is compared with: React 19 + react-dom rendering a form with two inputs,
// the least a React sign-in screen can ship. Its submit sends the form (the bench's "reaction").
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function SignIn() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [sent, setSent] = useState(false);
  return (
    <main>
      <h1>Sign in</h1>
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
    </main>
  );
}

const element = document.getElementById('root');
if (element) {
  createRoot(element).render(
    <StrictMode>
      <SignIn />
    </StrictMode>,
  );
}
