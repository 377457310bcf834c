// Lint for every TypeScript file of the project: typescript-eslint's type-aware recommended rules
// and React's two hooks rules. `npm test` runs it (`npm run lint`) right after the type check.
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    // Written by `npm run gen:types` (runtime/generated, src/custom/generated): fixed at the generator.
    // dist/ is the build's output. Only files under tsconfig.json are linted: the plain JavaScript
    // left (this file, scripts/require-node.mjs) is outside the type-aware program.
    ignores: ['dist/', 'runtime/generated/', 'src/custom/generated/', '**/*.js', '**/*.mjs', '**/*.cjs'],
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // A name starting with `_` is this code's way to say "left out on purpose" (a field dropped by
      // destructuring before the rest is passed on, a parameter a signature needs).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // The hooks rules only; the plugin's React Compiler rules are left out (this project does not
      // compile with the React Compiler, and those rules judge code by what the compiler can optimise).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
);
