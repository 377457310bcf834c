/** The words an add-on picker shows: its `ui` texts and the field's `addNone` and `removeNone` messages. */
export interface PickerWords {
  inventoryLabel: string;
  chosenLabel: string;
  addLabel: string;
  removeLabel: string;
  quantityLabel: string;
  addNone: string;
  removeNone: string;
}

/** Said when the field gives no `messages.addNone` / `messages.removeNone`. */
export const ADD_NONE_FALLBACK = 'Select an add-on to add first';
export const REMOVE_NONE_FALLBACK = 'Select an add-on to remove first';

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const messageOf = (messages: unknown, key: string): string | undefined => {
  const text: unknown = typeof messages === 'object' && messages !== null ? (messages as Readonly<Record<string, unknown>>)[key] : undefined;
  return typeof text === 'string' ? text : undefined;
};

/** The words of the picker's `ui:options` (its `uiEntry` puts them there): the meta-schema requires each text. */
export function pickerWordsOf(options: Readonly<Record<string, unknown>>): PickerWords {
  return {
    inventoryLabel: textOf(options.inventoryLabel),
    chosenLabel: textOf(options.chosenLabel),
    addLabel: textOf(options.addLabel),
    removeLabel: textOf(options.removeLabel),
    quantityLabel: textOf(options.quantityLabel),
    addNone: messageOf(options.pickerMessages, 'addNone') ?? ADD_NONE_FALLBACK,
    removeNone: messageOf(options.pickerMessages, 'removeNone') ?? REMOVE_NONE_FALLBACK,
  };
}
