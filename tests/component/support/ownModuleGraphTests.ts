/**
 * Component test files that run in a module graph of their own; the others share one per worker
 * (vitest.config.ts).
 * - A file that replaces a module with `vi.mock`: in a shared graph the module would be the real
 *   one for it, or its mock for the files after it.
 * - A file about state the runtime keeps in a module for the whole session (preloaded calls,
 *   loaded entity schemas): what it asserts depends on what no other file did before it.
 * tests/unit/testIsolation.test.ts fails when a file mocks a module and is not listed.
 */
export const COMPONENT_TESTS_IN_OWN_GRAPH = [
  'tests/component/formLayout.test.tsx',
  'tests/component/loadedEntitySchema.test.tsx',
  'tests/component/screenPreload.test.tsx',
];
