import type { ScreenDefinition } from '../../generated/screen';
import { catalogueOf } from '../catalogueRegistry';

/** The routes a screen opens (toolbar and row action `navigate`, a form's `submit.navigate`), each once, sorted. */
export function openedRoutes(screen: ScreenDefinition): string[] {
  return [...new Set(catalogueOf(screen).opens(screen))].sort();
}
