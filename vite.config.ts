import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { formValidatorsPlugin } from './scripts/forms/formValidatorsPlugin.ts';
import { screensCheckPlugin } from './scripts/screens/screensCheckPlugin.ts';
import { screenSummaryPlugin } from './scripts/screens/screenSummaryPlugin.ts';
import { precompressPlugin } from './scripts/precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  plugins: [react(), screensCheckPlugin(root), screenSummaryPlugin(), formValidatorsPlugin(), precompressPlugin()],
  define: { __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '1.0.0') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Every browser the console supports preloads modules itself: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page runs (React, the router, the sign-in client) in one chunk: it compresses
          // better whole, and stays cached until a dependency changes, whatever the app's changes.
          groups: [{ name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|oidc-client-ts|jwt-decode)[\\/]/ }],
        },
      },
    },
  },
});
