// The floor of a routed React sign-in page: React 19 + TanStack Router with two routes, the
// sign-in form of the React floor and a second page linked from it. What the portal's router
// choice costs is measured against this, not against React alone.
import {
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function SignIn() {
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

const rootRoute = createRootRoute({
  component: () => (
    <main>
      <nav>
        <Link to="/">Sign in</Link> <Link to="/help">Help</Link>
      </nav>
      <Outlet />
    </main>
  ),
});
const signInRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: SignIn });
const helpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'help',
  component: () => <p>Ask your dealer.</p>,
});
const router = createRouter({
  routeTree: rootRoute.addChildren([signInRoute, helpRoute]),
  defaultPreload: 'intent',
});

const element = document.getElementById('root');
if (element) {
  createRoot(element).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
