/**
 * Every screen's summary (route, title, menu entry, kind) and the module its whole definition
 * loads from (`file`), keyed by its file under screens/ (`./ops/links.screen.json`); made by
 * scripts/screens/screenIndexPlugin.ts.
 */
declare module 'virtual:screen-index' {
  import type { ScreenDefinition } from '../generated/screen';

  const screenIndex: Readonly<Record<string, Pick<ScreenDefinition, 'route' | 'title' | 'menu' | 'kind'> & { file: string }>>;
  export default screenIndex;
}
