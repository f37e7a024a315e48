// The floor the portal is compared with: React 19 + react-dom rendering a form with two inputs,
// the least a React sign-in screen can ship.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SignInForm } from '../floor-form/sign-in-form.jsx';

const element = document.getElementById('root');
if (element) {
  createRoot(element).render(
    <StrictMode>
      <main>
        <SignInForm />
      </main>
    </StrictMode>,
  );
}
