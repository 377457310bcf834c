import { describe, expect, it } from 'vitest';
import {
  COUNTDOWN_TICK_MS,
  SESSION_CHECK_INTERVAL_MS,
  SESSION_WARNING_WINDOW_MS,
  formatCountdown,
  nextCountdownDelayMs,
  sessionPhase,
  warningText,
} from '../../src/domain/session';

const NOW = 1_750_000_000_000;

describe('session constants', () => {
  it('match the specification', () => {
    expect(SESSION_CHECK_INTERVAL_MS).toBe(60_000);
    expect(SESSION_WARNING_WINDOW_MS).toBe(300_000);
    expect(COUNTDOWN_TICK_MS).toBe(1_000);
  });
});

describe('sessionPhase', () => {
  it.each([
    ['far from expiry', 3_600_000, { phase: 'ok' }],
    ['one ms outside the window', 300_001, { phase: 'ok' }],
    ['exactly at the window edge', 300_000, { phase: 'warning', remainingMs: 300_000 }],
    ['inside the window', 299_999, { phase: 'warning', remainingMs: 299_999 }],
    ['one minute left', 60_000, { phase: 'warning', remainingMs: 60_000 }],
    ['one ms left', 1, { phase: 'warning', remainingMs: 1 }],
    ['exactly at expiry', 0, { phase: 'expired' }],
    ['one ms after expiry', -1, { phase: 'expired' }],
    ['long after expiry', -3_600_000, { phase: 'expired' }],
  ])('%s (%i ms remaining)', (_label, remainingMs, expected) => {
    expect(sessionPhase(NOW + remainingMs, NOW)).toEqual(expected);
  });

  it('treats an unparseable expiry as expired', () => {
    expect(sessionPhase(Number.NaN, NOW)).toEqual({ phase: 'expired' });
  });

  it('depends only on the difference between expiry and now', () => {
    expect(sessionPhase(300_000, 0)).toEqual({ phase: 'warning', remainingMs: 300_000 });
    expect(sessionPhase(0, 0)).toEqual({ phase: 'expired' });
  });
});

describe('formatCountdown', () => {
  it.each([
    [0, '0:00'],
    [-5_000, '0:00'],
    [1, '0:01'],
    [999, '0:01'],
    [1_000, '0:01'],
    [1_001, '0:02'],
    [9_000, '0:09'],
    [10_000, '0:10'],
    [59_000, '0:59'],
    [60_000, '1:00'],
    [61_000, '1:01'],
    [299_000, '4:59'],
    [299_001, '5:00'],
    [300_000, '5:00'],
    [600_000, '10:00'],
    [3_600_000, '60:00'],
  ])('%i ms → %s', (remainingMs, expected) => {
    expect(formatCountdown(remainingMs)).toBe(expected);
  });

  it('reads 0:00 for NaN', () => {
    expect(formatCountdown(Number.NaN)).toBe('0:00');
  });
});

describe('warningText', () => {
  it.each([
    [300_000, 'Your session will expire in 5:00'],
    [299_000, 'Your session will expire in 4:59'],
    [9_000, 'Your session will expire in 0:09'],
    [0, 'Your session will expire in 0:00'],
  ])('%i ms → %s', (remainingMs, expected) => {
    expect(warningText(remainingMs)).toBe(expected);
  });
});

describe('nextCountdownDelayMs', () => {
  it.each([
    [300_000, 1_000],
    [299_500, 500],
    [1_001, 1],
    [1, 1],
    [0, 0],
    [-10, 0],
  ])('%i ms remaining → next tick in %i ms', (remainingMs, expected) => {
    expect(nextCountdownDelayMs(remainingMs)).toBe(expected);
  });

  it('lands each tick where the displayed countdown changes', () => {
    const remainingMs = 299_500;
    const next = remainingMs - nextCountdownDelayMs(remainingMs);
    expect(formatCountdown(remainingMs)).toBe('5:00');
    expect(formatCountdown(next)).toBe('4:59');
  });
});
