import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { formValidatorsPlugin } from './scripts/forms/formValidatorsPlugin.ts';
import { checkScreens, readEntityFields, readScreenFiles } from './scripts/screens/checkScreens.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The build fails on a broken screen definition, with the checker's precise messages. */
function screensCheck(): Plugin {
  return {
    name: 'screens-check',
    apply: 'build',
    async buildStart() {
      const { files, problems } = await readScreenFiles(root);
      const all = [...problems, ...checkScreens(files, await readEntityFields(root))];
      if (all.length > 0) this.error(`Broken screen definitions:\n${all.join('\n')}`);
    },
  };
}

export default defineConfig({
  plugins: [react(), screensCheck(), formValidatorsPlugin()],
  define: { __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '1.0.0') },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
