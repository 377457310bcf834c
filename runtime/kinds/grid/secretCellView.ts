import type { CellFormat } from '../../generated/screen';
import { domainRules } from '../../domain/domainRules';
import { renderTemplate } from '../../templates/template';
import { isEmptyValue } from './formats';
import { textOf } from '../../../shared/textOf';

export type SecretFormat = Extract<CellFormat, { secret: object }>['secret'];

/** What a secret cell shows: its text (the mask or the value), and its button when there is a value to reveal. */
export interface SecretCellView {
  /** The revealed text; undefined while masked (or when there is nothing to reveal). */
  revealed: string | undefined;
  /** The button, absent when the row holds no value to reveal. */
  button?: { text: string; name: string };
}

/** The text a secret reveals: its `reveal` filter's reading of the value (else the value); undefined when there is none. */
export function revealedText(format: SecretFormat, value: unknown): string | undefined {
  if (isEmptyValue(value)) return undefined;
  if (format.reveal === undefined) return String(value);
  const filter = Object.hasOwn(domainRules().templateFilters, format.reveal) ? domainRules().templateFilters[format.reveal] : undefined;
  if (!filter) throw new Error(`unknown template filter "${format.reveal}"`);
  const text = filter(value);
  return text === undefined || text === null ? undefined : textOf(text);
}

/**
 * A secret cell for a row (`format: { secret }`): masked until `shown`, then the revealed text; its
 * button says `show` or `hide`, and is named by its text and `name` filled over the row ('Show
 * password of Courier dashboard'). A row whose value reveals nothing has no button.
 */
export function secretCellView(format: SecretFormat, value: unknown, row: Readonly<Record<string, unknown>>, shown: boolean): SecretCellView {
  const text = revealedText(format, value);
  if (text === undefined) return { revealed: undefined };
  const label = shown ? format.hide : format.show;
  const subject = renderTemplate(format.name, { ...row });
  const name = [label, isEmptyValue(subject) ? '' : String(subject).trim()].filter(Boolean).join(' ');
  return { revealed: shown ? text : undefined, button: { text: label, name } };
}
