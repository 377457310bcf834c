import { beforeAll, describe, expect, it } from 'vitest';
import { registerDomainRules } from '../../runtime/domain/domainRules';
import { formatCell, SECRET_MASK } from '../../runtime/kinds/grid/formats';
import { revealedText, secretCellView, type SecretFormat } from '../../runtime/kinds/grid/secretCellView';
import { consoleDomainRules } from '../../src/domain/consoleRules';
import { encodePassword } from '../../shared/passwordEncoding';

beforeAll(() => registerDomainRules(consoleDomainRules));

const secret: SecretFormat = { show: 'Show', hide: 'Hide', name: 'password of {name}', hidden: 'Password hidden', reveal: 'passwordDecoded' };
const row = { name: 'Courier dashboard', password: encodePassword('Pâte-à-choux 🌷') };

describe('secretCellView (format: { secret })', () => {
  it('masks the value and names its button Show with the row', () => {
    expect(secretCellView(secret, row.password, row, false)).toEqual({ revealed: undefined, button: { text: 'Show', name: 'Show password of Courier dashboard' } });
  });

  it('reveals the value through its reveal filter once shown, the button then Hide', () => {
    expect(secretCellView(secret, row.password, row, true)).toEqual({ revealed: 'Pâte-à-choux 🌷', button: { text: 'Hide', name: 'Hide password of Courier dashboard' } });
  });

  it('reveals the value as it is without a reveal filter', () => {
    expect(revealedText({ ...secret, reveal: undefined }, 'plain')).toBe('plain');
  });

  it('has no button for a row with nothing to reveal (no value, or one the filter reads nothing from)', () => {
    expect(secretCellView(secret, null, row, true)).toEqual({ revealed: undefined });
    expect(secretCellView(secret, '', row, false)).toEqual({ revealed: undefined });
    expect(secretCellView(secret, 'not base64!', row, true)).toEqual({ revealed: undefined });
  });

  it('names the button by its text alone when its name fills to nothing', () => {
    expect(secretCellView({ ...secret, name: '{name}' }, row.password, {}, false).button?.name).toBe('Show');
  });

  it('gives the search and the CSV export the mask, never the value nor its length', () => {
    const column = { format: { secret } };
    expect(formatCell(column, row.password, 'en-CA')).toBe(SECRET_MASK);
    expect(formatCell(column, encodePassword('x'), 'en-CA')).toBe(SECRET_MASK);
    expect(formatCell({ ...column, empty: 'Not readable' }, null, 'en-CA')).toBe('Not readable');
  });
});
