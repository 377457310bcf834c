import type { ScreenDefinition } from '../generated/screen';

/**
 * Every screen definition, bundled at build time. The build and `npm run screens:check` have
 * already validated them against the meta-schema.
 */
const modules = import.meta.glob<ScreenDefinition>('../../screens/**/*.screen.json', { eager: true, import: 'default' });

export const screenDefinitions: ScreenDefinition[] = Object.keys(modules)
  .sort()
  .map((path) => modules[path] as ScreenDefinition);

// In `npm run dev`, an edited definition reloads the page (the session is kept in session
// storage): the router and menu are built once from the definitions, so a hot swap would keep
// showing the old ones.
if (import.meta.hot) import.meta.hot.accept(() => window.location.reload());
