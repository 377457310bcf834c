import { describe, expect, it } from 'vitest';
import { plannedCall, rowWithChoice, rowWithRead } from '../../runtime/kinds/grid/rowCallPlan';
import type { CallRowAction } from '../../runtime/kinds/grid/rowActions';

const bell: CallRowAction = {
  label: 'Edit subscription',
  endpoint: 'subscribe',
  confirm: 'Re-subscribe {email}?',
  failure: 'Subscription Failed! for this customer email.',
  read: { endpoint: 'profile', failure: 'Update Subscription Process Failed!' },
  cases: [{ when: { field: 'profile.status', equals: 'SUBSCRIBED' }, endpoint: 'unsubscribe', confirm: 'Unsubscribe {email}?', failure: 'Unsubscription Failed! for this customer email.' }],
};

describe('plannedCall', () => {
  it('takes the first case whose condition holds over the row and the read answer', () => {
    const row = rowWithRead({ email: 'a@example.ca' }, 'profile', { status: 'SUBSCRIBED' });
    expect(plannedCall(bell, row)).toMatchObject({ endpoint: 'unsubscribe', confirm: 'Unsubscribe {email}?', failure: 'Unsubscription Failed! for this customer email.' });
  });
  it('keeps the action as written when no case holds', () => {
    const row = rowWithRead({ email: 'a@example.ca' }, 'profile', { status: 'UNSUBSCRIBED' });
    expect(plannedCall(bell, row)).toMatchObject({ endpoint: 'subscribe', confirm: 'Re-subscribe {email}?', failure: 'Subscription Failed! for this customer email.' });
  });
  it('keeps what a case does not give', () => {
    const action: CallRowAction = { ...bell, success: 'Done', cases: [{ when: { field: 'email', filled: true }, endpoint: 'other' }] };
    expect(plannedCall(action, { email: 'x' })).toMatchObject({ endpoint: 'other', confirm: 'Re-subscribe {email}?', success: 'Done' });
  });
  it('is the action itself without cases', () => {
    expect(plannedCall({ label: 'Go', endpoint: 'go' }, {})).toEqual({ label: 'Go', endpoint: 'go', confirm: undefined, success: undefined, failure: undefined, choices: undefined });
  });
});

describe('rowWithChoice', () => {
  it('puts the answer\'s values over the row', () => {
    expect(rowWithChoice({ email: 'a', VIPList: false, reviewList: true }, { values: { VIPList: true, reviewList: false } })).toEqual({ email: 'a', VIPList: true, reviewList: false });
  });
  it('leaves the row without a choice', () => expect(rowWithChoice({ email: 'a' }, undefined)).toEqual({ email: 'a' }));
});
