import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// An ordinary app config: no vanilla-extract plugin (ui-kit ships compiled CSS) and no
// knowledge of the workspace.
export default defineConfig({
  plugins: [react()],
  build: { manifest: true },
});
