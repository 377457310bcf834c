import type { CustomText } from '../../../../custom/customContract';
import { renderTemplate } from '../../../../templates/template';
import { textOf } from '../../../../../shared/textOf';

/** The block's texts as functions filling their placeholders from what the component passes (nothing filled reads as empty). */
export function customTexts(messages: Readonly<Record<string, string | undefined>>): Record<string, CustomText> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, text]) => [
      key,
      (values?: Readonly<Record<string, unknown>>) => {
        const filled = text === undefined ? undefined : renderTemplate(text, { ...values });
        return filled === undefined || filled === null ? '' : textOf(filled);
      },
    ]),
  );
}

/** The notice shown in place of a component this console does not register. */
export const missingComponentText = (name: string): string => `Component "${name}" is not available in this console.`;

/** The notice shown when the definition's props do not fit the component's contract (a definition written for another version of it). */
export const unfitPropsText = (name: string): string => `Component "${name}" cannot be shown: its props do not fit it.`;

/** The notice shown when a component failed (its code did not load, or it threw). */
export const failedComponentText = (name: string): string => `Component "${name}" could not be shown.`;
