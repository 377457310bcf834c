import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { formValidatorsPlugin } from './scripts/forms/formValidatorsPlugin.ts';
import { screensCheckPlugin } from './scripts/screens/screensCheckPlugin.ts';
import { sharedDefinitionsPlugin } from './scripts/screens/shared/sharedDefinitionsPlugin.ts';
import { screenIndexPlugin } from './scripts/screens/screenIndexPlugin.ts';
import { precompressPlugin } from './scripts/precompress.ts';
import { tzdataPrunePlugin } from './scripts/tzdataPrunePlugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ command }) => ({
  // React Router 7 publishes only its development build through its package exports (its issues
  // 12532 and 14753): the build takes its production one, without the development warnings.
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }] } : {},
  plugins: [react(), screensCheckPlugin(root), sharedDefinitionsPlugin(), screenIndexPlugin(join(root, 'screens'), { inPage: true }), formValidatorsPlugin(), tzdataPrunePlugin(), precompressPlugin()],
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
          // What every page runs (React, the router) in one chunk: it compresses better whole, and
          // stays cached until a dependency changes, whatever the app's changes. The sign-in client
          // (oidc-client-ts) is not in it: it loads only to sign in, out or renew (sessionClient.ts).
          groups: [
            { name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // The rest of what every page runs (the shell, its providers, the screen summaries) in
            // one chunk too: left to themselves, the modules lazy chunks share with it became a dozen
            // files of a few hundred bytes, each costing its own request and compression overhead.
            { name: 'shell', tags: ['$initial'], test: (id: string) => !id.endsWith('.screen.json') },
            // The bundler's own helpers, which the definitions' chunks (entries of their own) would
            // otherwise split into one more file of the first page.
            { name: 'shell', test: /rolldown[\\/]runtime/ },
            // The service calls and the cache they answer through (swr) load together on every
            // screen that calls: split apart by the chunking, they cost a file and 0.6 kB more.
            { name: 'useApi', test: /[\\/]node_modules[\\/]swr[\\/]|[\\/]runtime[\\/]api[\\/]useApi\.ts$/ },
          ],
        },
      },
    },
  },
}));
