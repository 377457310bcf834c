import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { formValidatorsPlugin } from './scripts/forms/formValidatorsPlugin.ts';
import { screensCheckPlugin } from './scripts/screens/screensCheckPlugin.ts';
import { precompressPlugin } from './scripts/precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  plugins: [react(), screensCheckPlugin(root), formValidatorsPlugin(), precompressPlugin()],
  define: { __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '1.0.0') },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
