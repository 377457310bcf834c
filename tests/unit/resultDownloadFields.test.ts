import { describe, expect, it } from 'vitest';
import { resultFields } from '../../runtime/kinds/page/blocks/result/resultFields';

const read = (): unknown => undefined;
const links = { label: 'Links', download: { text: '{csv}', fileName: '{fileName}', type: 'text/csv', button: 'Download the links (CSV)' } };

describe('resultFields: a download field', () => {
  it('is a button saving the text the answer carries, under the name it carries, as UTF-8 of its type', () => {
    const [field] = resultFields([links], { csv: 'order,link\r\n#1001,https://shop.example.com/c/1\r\n', fileName: 'bulk-links-7.csv' }, read);
    expect(field).toEqual({
      label: 'Links',
      shown: { kind: 'download', download: { button: 'Download the links (CSV)', fileName: 'bulk-links-7.csv', text: 'order,link\r\n#1001,https://shop.example.com/c/1\r\n', type: 'text/csv;charset=utf-8' } },
    });
  });

  it('shows the empty text instead while the text is blank (nothing to save)', () => {
    expect(resultFields([{ ...links, empty: 'No links' }], { csv: '', fileName: 'x.csv' }, read)[0]?.shown).toEqual({ kind: 'text', text: 'No links' });
    expect(resultFields([links], {}, read)[0]?.shown).toEqual({ kind: 'text', text: '—' });
  });

  it('saves under a safe name: a name with folders keeps its last part, a blank one is download.txt', () => {
    const named = (fileName: unknown) => resultFields([links], { csv: 'a', fileName }, read)[0]?.shown;
    expect(named('../links.csv')).toMatchObject({ download: { fileName: 'links.csv' } });
    expect(named(undefined)).toMatchObject({ download: { fileName: 'download.txt' } });
  });

  it('reads the page state after the value, as a path does', () => {
    const [field] = resultFields([{ label: 'Sheet', download: { text: '{csv}', fileName: 'links-{run.id}.csv', button: 'Save' } }], { csv: 'a' }, read, { run: { id: 9 } });
    expect(field?.shown).toMatchObject({ download: { fileName: 'links-9.csv', type: 'text/plain;charset=utf-8' } });
  });
});
