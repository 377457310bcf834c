import { overStock } from '../../addonChoices.ts';
import { keepsWidget, neverBeforeToday, noDateRule, noLookup, noOptionSet, noValueForm, type WidgetParts } from '../parts.ts';

/** The keywords of the field's messages the picker says: nothing selected to add or to remove, a quantity above the stock. */
export const ADDON_MESSAGES = ['addNone', 'removeNone', 'tooMany'] as const;

/**
 * The two-list add-on picker (`addonPicker`, 001 §2) on an array of add-ons: the inventory offered
 * at the page state path `options`, the chosen add-ons with their quantities; every word it shows
 * is its `ui`'s or the field's messages. View: AddonPickerWidget.tsx, logic: addonChoices.ts.
 */
export const addonPickerWidget: WidgetParts<'addonPicker'> = {
  uiEntry: (widget, messages) => ({
    'ui:options': {
      inventoryLabel: widget.inventoryLabel,
      chosenLabel: widget.chosenLabel,
      addLabel: widget.addLabel,
      removeLabel: widget.removeLabel,
      quantityLabel: widget.quantityLabel,
      pickerMessages: { ...(messages.addNone !== undefined && { addNone: messages.addNone }), ...(messages.removeNone !== undefined && { removeNone: messages.removeNone }) },
    },
  }),
  propertyTypes: ['array'],
  texts: (widget) => [
    { key: 'inventoryLabel', text: widget.inventoryLabel },
    { key: 'chosenLabel', text: widget.chosenLabel },
    { key: 'addLabel', text: widget.addLabel },
    { key: 'removeLabel', text: widget.removeLabel },
    { key: 'quantityLabel', text: widget.quantityLabel },
  ],
  lookupChoice: noLookup,
  optionSet: noOptionSet,
  withEnumLabels: keepsWidget,
  ruledDates: noDateRule,
  notBeforeToday: neverBeforeToday,
  sendsFile: false,
  labelsItself: false,
  valueForm: noValueForm,
  stateOptions: (widget, read) => read(widget.options),
  refusal: (_widget, value) => {
    const over = overStock(value);
    return over && { keyword: 'tooMany', fallback: `Only ${over.quantityAvailable} of ${over.value} available` };
  },
  messageKeywords: ADDON_MESSAGES,
};
