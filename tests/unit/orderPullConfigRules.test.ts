import { describe, expect, it } from 'vitest';
import {
  configProblems,
  exportFileName,
  isRealUsDate,
  normalisedSettings,
  normaliseReportName,
  usDate,
} from '../../server/api/admin/orderPulls/configRules';
import { exportStatusAt, GENERATING_SECONDS } from '../../server/api/admin/orderPulls/exportStatus';

describe('normaliseReportName', () => {
  it('trims, makes spaces underscores and upper-cases (002 §4)', () => {
    expect(normaliseReportName('  qa rep  1 ')).toBe('QA_REP_1');
    expect(normaliseReportName('Winnipeg_Same_Day')).toBe('WINNIPEG_SAME_DAY');
  });
});

describe('usDate and isRealUsDate', () => {
  it('turns YYYY-MM-DD into MM/DD/YYYY and keeps MM/DD/YYYY', () => {
    expect(usDate('2027-02-14')).toBe('02/14/2027');
    expect(usDate('02/14/2027')).toBe('02/14/2027');
    expect(usDate('')).toBe('');
  });
  it('refuses a date that does not exist', () => {
    expect(isRealUsDate('02/29/2028')).toBe(true);
    expect(isRealUsDate('02/29/2027')).toBe(false);
    expect(isRealUsDate('13/01/2027')).toBe(false);
  });
});

describe('configProblems', () => {
  it('asks for a region for the types that need one, and not for the others (002 §5)', () => {
    expect(configProblems({ reportName: 'A', reportType: 'ORDER_REPORT_NEXT_DAY_PLUS_1' })).toEqual({ deliveryRegion: 'Please choose region' });
    expect(configProblems({ reportName: 'A', reportType: 'CURATED_GIFT_BOX_REPORT', deliveryRegion: [] })).toEqual({ deliveryRegion: 'Please choose region' });
    for (const type of ['ERROR_REPORT', 'NOT_PULLED_REPORT', 'NOT_SENT_REPORT', 'ORDER_REPORT_MAXIMUM', 'LAKEWOOD_REPORT'] as const) {
      expect(configProblems({ reportName: 'A', reportType: type })).toEqual({});
    }
  });
  it("asks for an additional report's name and file type, csv for Gopher", () => {
    expect(configProblems({ reportName: 'A', reportType: 'ERROR_REPORT', additionalReportType: 'ADDITIONAL_FLASHBOX_REPORT' })).toEqual({
      additionalReportName: 'Please input additional report name',
      additionalFileType: 'Please choose additional file type',
    });
    expect(configProblems({ reportName: 'A', reportType: 'ERROR_REPORT', additionalReportType: 'ADDITIONAL_GOPHER_IT_REPORT', additionalReportName: 'G', additionalFileType: 'csv' })).toEqual({});
  });
  it("needs a real date for a Specific day report", () => {
    expect(Object.keys(configProblems({ reportName: 'A', reportType: 'ORDER_REPORT_V_DAY', deliveryRegion: ['Toronto'] }))).toEqual(['deliveryDate']);
    expect(configProblems({ reportName: 'A', reportType: 'ORDER_REPORT_V_DAY', deliveryRegion: ['Toronto'], deliveryDate: '2027-02-14' })).toEqual({});
  });
});

describe('normalisedSettings', () => {
  it('gives day reports pulled,sent, Bouquet and consolidation, and fixes Same day to 0 days and Next day to 1', () => {
    const same = normalisedSettings({ reportName: 'A', reportType: 'ORDER_REPORT_SAME_DAY', noOfDaysToDeliveryDate: 4 }, 'MB');
    expect(same).toMatchObject({ skippedTag: 'pulled,sent', sortHeaderName: 'Bouquet', consolidateOrder: true, noOfDaysToDeliveryDate: 0, provinceCode: 'MB' });
    expect(normalisedSettings({ reportName: 'A', reportType: 'ORDER_REPORT_NEXT_DAY' }, '').noOfDaysToDeliveryDate).toBe(1);
    expect(normalisedSettings({ reportName: 'A', reportType: 'ORDER_REPORT_MAXIMUM', noOfDaysToDeliveryDate: 0 }, '')).toMatchObject({ noOfDaysToDeliveryDate: 1, skippedTag: '', consolidateOrder: false, sortHeaderName: '' });
    expect(normalisedSettings({ reportName: 'A', reportType: 'LAKEWOOD_REPORT', noOfDaysToDeliveryDate: 2 }, '').noOfDaysToDeliveryDate).toBe(0);
  });
  it('turns the date filter off for Specific day and Error, and error-check on for Error', () => {
    expect(normalisedSettings({ reportName: 'A', reportType: 'ORDER_REPORT_V_DAY', deliveryDate: '2027-02-14', deliveryDateFilterIncluded: true }, '')).toMatchObject({ deliveryDateFilterIncluded: false, deliveryDate: '02/14/2027' });
    expect(normalisedSettings({ reportName: 'A', reportType: 'ERROR_REPORT', deliveryDateFilterIncluded: true }, '')).toMatchObject({ deliveryDateFilterIncluded: false, errorCheckReport: true });
    expect(normalisedSettings({ reportName: 'A', reportType: 'NOT_SENT_REPORT', deliveryDate: '2027-02-14' }, '').deliveryDate).toBe('');
  });
  it('adds the billing address for Curated Gift Box, and clears an absent additional report', () => {
    expect(normalisedSettings({ reportName: 'A', reportType: 'CURATED_GIFT_BOX_REPORT', deliveryRegion: ['Calgary'] }, 'AB').filtersForRestUrl.fields).toContain('billing_address');
    expect(normalisedSettings({ reportName: 'A', reportType: 'ERROR_REPORT', additionalFileType: 'csv', additionalReportName: 'X' }, '')).toMatchObject({ additionalFileType: '', additionalReportName: '' });
  });
});

describe('exportFileName and exportStatusAt', () => {
  it("names the file '<prefix> <NAME> <date> <HHmm>.<ext>'", () => {
    expect(exportFileName('(Manual)', 'QA_REP_1', 'csv', '2026-11-27', '14:05')).toBe('(Manual) QA_REP_1 2026-11-27 1405.csv');
    expect(exportFileName('', 'QA_REP_1', 'excel', '2026-11-27', '09:30')).toBe('QA_REP_1 2026-11-27 0930.xlsx');
  });
  it('is generating until GENERATING_SECONDS have passed, then done', () => {
    const at = new Date('2026-11-27T20:05:00Z');
    expect(exportStatusAt(at, new Date(at.getTime() + (GENERATING_SECONDS * 1000 - 1)))).toBe('generating');
    expect(exportStatusAt(at, new Date(at.getTime() + GENERATING_SECONDS * 1000))).toBe('done');
  });
});
