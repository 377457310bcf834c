import { describe, expect, it } from 'vitest';
import { applyFieldEffects, type FieldWithEffects } from '../../runtime/kinds/form/fieldEffects';
import { renderTemplate } from '../../runtime/templates/template';

const fill = (template: string, values: Record<string, unknown>) => renderTemplate(template, values);

/** A report form: its type decides the skipped tag, the sort and the consolidation (issue 18's use). */
const report: FieldWithEffects[] = [
  { name: 'reportType', onChange: { clear: ['skippedTag'], set: { sortHeaderName: 'Bouquet', consolidateOrder: false } } },
  { name: 'skippedTag' },
  { name: 'sortHeaderName' },
  { name: 'consolidateOrder' },
];

describe('applyFieldEffects: what a change of one field does to the others', () => {
  it('clears and sets the fields named by the changed field', () => {
    const previous = { reportType: 'SAME_DAY', skippedTag: 'hold', sortHeaderName: 'Recipient_Name', consolidateOrder: true };
    expect(applyFieldEffects(report, previous, { ...previous, reportType: 'NEXT_DAY' }, fill)).toEqual({ reportType: 'NEXT_DAY', sortHeaderName: 'Bouquet', consolidateOrder: false });
  });

  it('does nothing when the field with effects did not change', () => {
    const previous = { reportType: 'SAME_DAY', skippedTag: 'hold' };
    const next = { ...previous, skippedTag: 'late' };
    expect(applyFieldEffects(report, previous, next, fill)).toBe(next);
  });

  it('keeps what the user gave a field in the same change', () => {
    const previous = { reportType: 'SAME_DAY', skippedTag: 'hold' };
    expect(applyFieldEffects(report, previous, { reportType: 'V_DAY', skippedTag: 'new', sortHeaderName: 'Recipient_Name' }, fill)).toEqual({
      reportType: 'V_DAY',
      skippedTag: 'new',
      sortHeaderName: 'Recipient_Name',
      consolidateOrder: false,
    });
  });

  it('fills a template over the values after the change; one placeholder keeps the type, a blank fill empties the field', () => {
    const fields: FieldWithEffects[] = [{ name: 'templateType', onChange: { set: { purpose: 'Sent for {templateType}', version: '{templateVersion}', language: '{none}' } } }];
    expect(applyFieldEffects(fields, { language: 'fr-CA' }, { templateType: 'DELIVERED', templateVersion: 3, language: 'fr-CA' }, fill)).toEqual({
      templateType: 'DELIVERED',
      templateVersion: 3,
      purpose: 'Sent for DELIVERED',
      version: 3,
    });
  });

  it('runs the effects of a field an effect changed, each field once (effects pointing at each other end)', () => {
    const chain: FieldWithEffects[] = [
      { name: 'province', onChange: { clear: ['region'] } },
      { name: 'region', onChange: { clear: ['zone'], set: { province: 'MB' } } },
      { name: 'zone' },
    ];
    expect(applyFieldEffects(chain, { province: 'AB', region: 3, zone: 9 }, { province: 'ON', region: 3, zone: 9 }, fill)).toEqual({ province: 'ON' });
  });
});

describe('applyFieldEffects: a value computed by a registered value rule', () => {
  const product: FieldWithEffects[] = [
    { name: 'productType', onChange: { set: { extraTags: { rule: 'suggestedProductTags', args: { productType: '{productType}', regions: '{regions}' } } } } },
    { name: 'regions' },
    { name: 'extraTags' },
  ];

  it("replaces the extra tags with the chosen type's suggestion (Create New Product, 001 §3)", async () => {
    const { registerDomainRules, loadDomainRules } = await import('../../runtime/domain/domainRules');
    const { consoleDomainRules } = await import('../../src/domain/consoleRules');
    registerDomainRules(consoleDomainRules);
    await loadDomainRules();
    const previous = { productType: 'Vase', regions: ['MB', 'SK'], extraTags: ['mine'] };
    expect(applyFieldEffects(product, previous, { ...previous, productType: 'Flowers (Bright)' }, fill).extraTags).toEqual(['bouquet', 'Signature', 'Addons', 'general', 'current', 'Style:Bright']);
    expect(applyFieldEffects(product, previous, { ...previous, productType: 'Subscription' }, fill).extraTags).toEqual(['MB', 'SK']);
    expect(applyFieldEffects(product, previous, { ...previous, productType: 'Gift-adds' }, fill).extraTags).toEqual([]);
  });
});

describe('applyFieldEffects with `when`: the branch the values after the change pick', () => {
  const DAY: [string, ...string[]] = ['ORDER_REPORT_V_DAY', 'ORDER_REPORT_SAME_DAY', 'ORDER_REPORT_NEXT_DAY', 'ORDER_REPORT_NEXT_DAY_PLUS_1', 'ORDER_REPORT_NON_FLORAL_GIFTSETS'];
  const form: FieldWithEffects[] = [
    {
      name: 'reportType',
      onChange: {
        when: { field: 'reportType', in: DAY },
        set: { skippedTag: 'pulled,sent', sortHeaderName: 'Bouquet', consolidateOrder: true },
        otherwise: { clear: ['skippedTag'], set: { consolidateOrder: false } },
      },
    },
    { name: 'additionalReportType', onChange: { when: { field: 'additionalReportType', equals: 'GOPHER' }, set: { additionalFileType: 'csv' }, otherwise: { clear: ['additionalFileType', 'additionalReportName'] } } },
    { name: 'fileType', onChange: { when: { field: 'fileType', equals: 'csv' }, set: { note: 'comma separated' } } },
  ];

  it('a day report type sets the skipped tag, the sort and the consolidation (002 §4)', () => {
    const previous = { reportType: 'ERROR_REPORT', sortHeaderName: 'Recipient_Name', consolidateOrder: false };
    expect(applyFieldEffects(form, previous, { ...previous, reportType: 'ORDER_REPORT_SAME_DAY' }, fill)).toEqual({
      reportType: 'ORDER_REPORT_SAME_DAY',
      skippedTag: 'pulled,sent',
      sortHeaderName: 'Bouquet',
      consolidateOrder: true,
    });
  });

  it('another type clears the skipped tag and turns consolidation off, the sort kept', () => {
    const previous = { reportType: 'ORDER_REPORT_SAME_DAY', skippedTag: 'pulled,sent', sortHeaderName: 'Bouquet', consolidateOrder: true };
    expect(applyFieldEffects(form, previous, { ...previous, reportType: 'LAKEWOOD_REPORT' }, fill)).toEqual({ reportType: 'LAKEWOOD_REPORT', sortHeaderName: 'Bouquet', consolidateOrder: false });
  });

  it('Gopher forces csv; another additional type clears the file type and the name', () => {
    expect(applyFieldEffects(form, {}, { additionalReportType: 'GOPHER' }, fill)).toEqual({ additionalReportType: 'GOPHER', additionalFileType: 'csv' });
    const gopher = { additionalReportType: 'GOPHER', additionalFileType: 'csv', additionalReportName: 'gopher run' };
    expect(applyFieldEffects(form, gopher, { ...gopher, additionalReportType: 'MIDLAND' }, fill)).toEqual({ additionalReportType: 'MIDLAND' });
  });

  it('without `otherwise`, a change the condition does not hold for does nothing', () => {
    const next = { fileType: 'excel', note: 'kept' };
    expect(applyFieldEffects(form, { fileType: 'csv', note: 'kept' }, next, fill)).toEqual(next);
  });
});
