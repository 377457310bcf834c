import { notOffered, rowsWhere, rowsWithin, stateRowOptions } from '../../stateRows.ts';
import { keepsWidget, neverBeforeToday, noDateRule, noLookup, noOptionSet, noValueForm, type WidgetParts } from '../parts.ts';

/** The keyword of the field's message for a chosen value the rows no longer offer. */
export const NOT_OFFERED = 'notOffered';

/**
 * A select over rows another block loaded (`stateSelect`, 001 §4's windows, bouquets, sizes): the
 * rows at the page state path `rows` (or, with `within`, the list inside the row another field
 * chose: the chosen bouquet's variants) for which `where` holds (read in the row: for sale, in
 * stock), each offered as its `value` column labelled by `label`. A
 * value they no longer offer stays chosen and is refused (`messages.notOffered`). View: StateSelectWidget.tsx.
 */
export const stateSelectWidget: WidgetParts<'stateSelect'> = {
  uiEntry: (widget, messages) => ({
    'ui:options': { valueColumn: widget.value, optionLabel: widget.label, ...(messages.notOffered !== undefined && { notOffered: messages.notOffered }) },
  }),
  propertyTypes: ['string', 'integer', 'number'],
  texts: () => [],
  lookupChoice: noLookup,
  optionSet: noOptionSet,
  withEnumLabels: keepsWidget,
  ruledDates: noDateRule,
  notBeforeToday: neverBeforeToday,
  sendsFile: false,
  labelsItself: false,
  valueForm: noValueForm,
  stateOptions: (widget, read) => rowsWhere(rowsWithin(read(widget.rows), widget.within, read), widget.where),
  refusal: (widget, value, offered) =>
    notOffered(value, stateRowOptions(offered, widget.value, widget.label)) ? { keyword: NOT_OFFERED, fallback: 'is no longer offered: choose another' } : undefined,
  messageKeywords: [NOT_OFFERED],
};
