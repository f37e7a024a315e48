// The peer: Supabase Auth UI's sign-in form (email and password) with its default theme, its
// client pointed at the page's own origin, so its sign-in request stays on loopback.

import { Auth } from '@supabase/auth-ui-react';
import { ThemeSupa } from '@supabase/auth-ui-shared';
import { createClient } from '@supabase/supabase-js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const supabase = createClient(window.location.origin, 'bench-anon-key', {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});

const element = document.getElementById('root');
if (element) {
  createRoot(element).render(
    <StrictMode>
      <main>
        <Auth supabaseClient={supabase} appearance={{ theme: ThemeSupa }} providers={[]} />
      </main>
    </StrictMode>,
  );
}
