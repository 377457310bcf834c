import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_FIELDS } from '../../shared/orderFields';
import { reportDateFilter, reportDaysToDelivery, reportDeliveryDate, reportErrorCheck, reportOrderFilter } from '../../src/domain/orderReports/submit';

// What the report form sends for the values its type decides (002 §4 Report submit normalisation).
describe('order report submit rules', () => {
  it('fixes the days to delivery for Same day and Lakewood (0), Next day and Maximum (1), else keeps the value', () => {
    expect(reportDaysToDelivery('ORDER_REPORT_SAME_DAY', 3)).toBe(0);
    expect(reportDaysToDelivery('LAKEWOOD_REPORT', '2')).toBe(0);
    expect(reportDaysToDelivery('ORDER_REPORT_NEXT_DAY', 0)).toBe(1);
    expect(reportDaysToDelivery('ORDER_REPORT_MAXIMUM', undefined)).toBe(1);
    expect(reportDaysToDelivery('ORDER_REPORT_NEXT_DAY_PLUS_1', '2')).toBe(2);
    expect(reportDaysToDelivery('FLASHBOX_REPORT', '')).toBe(0);
  });

  it('turns the date filter off for Specific day and Error, else as ticked (on by default)', () => {
    expect(reportDateFilter('ORDER_REPORT_V_DAY', true)).toBe(false);
    expect(reportDateFilter('ERROR_REPORT', true)).toBe(false);
    expect(reportDateFilter('ORDER_REPORT_SAME_DAY', undefined)).toBe(true);
    expect(reportDateFilter('ORDER_REPORT_SAME_DAY', false)).toBe(false);
  });

  it('sends a Specific day date as MM/DD/YYYY (a stored one as it is) and no date for another type', () => {
    expect(reportDeliveryDate('ORDER_REPORT_V_DAY', '2027-02-14')).toBe('02/14/2027');
    expect(reportDeliveryDate('ORDER_REPORT_V_DAY', '02/14/2027')).toBe('02/14/2027');
    expect(reportDeliveryDate('ORDER_REPORT_SAME_DAY', '2027-02-14')).toBe('');
  });

  it('turns the error check on for Error reports', () => {
    expect(reportErrorCheck('ERROR_REPORT', false)).toBe(true);
    expect(reportErrorCheck('ORDER_REPORT_SAME_DAY', undefined)).toBe(false);
    expect(reportErrorCheck('ORDER_REPORT_SAME_DAY', true)).toBe(true);
  });

  it('keeps the stored order fields, starts a new report with the default ones, adds the billing address for Curated Gift Box', () => {
    expect(reportOrderFilter('ORDER_REPORT_SAME_DAY', undefined)).toEqual({ fulfillmentStatus: 'unshipped', status: 'open', fields: [...DEFAULT_ORDER_FIELDS] });
    expect(reportOrderFilter('ORDER_REPORT_SAME_DAY', { fulfillmentStatus: 'unshipped', status: 'open', fields: ['id', 'note'] }).fields).toEqual(['id', 'note']);
    expect(reportOrderFilter('CURATED_GIFT_BOX_REPORT', { fields: ['id'] }).fields).toEqual(['id', 'billing_address']);
    expect(reportOrderFilter('CURATED_GIFT_BOX_REPORT', { fields: ['id', 'billing_address'] }).fields).toEqual(['id', 'billing_address']);
  });
});
