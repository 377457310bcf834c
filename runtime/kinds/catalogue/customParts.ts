import type { ScreenDefinition } from '../../generated/screen';
import { catalogueOf } from '../catalogueRegistry';

/** The custom components a screen shows, each once, in page order. */
export function customComponentsOf(screen: ScreenDefinition): string[] {
  return [...new Set(catalogueOf(screen).components(screen))];
}
