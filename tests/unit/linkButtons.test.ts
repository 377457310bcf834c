import { describe, expect, it } from 'vitest';
import { DOWNLOAD_FAILED_TEXT, linkButtons, UNAVAILABLE_LINK_NOTE } from '../../runtime/kinds/page/blocks/links/linkButtons';

describe('linkButtons', () => {
  const items = [
    { label: 'Jump to Sheet Page', configLink: 'upgradeSheet' },
    { label: 'Download the template sheet', download: { endpoint: 'template', fileName: 'bulk-orders-template.xlsx' } },
  ];

  it('opens a config link the environment gives, and keeps a download as it is', () => {
    expect(linkButtons(items, { upgradeSheet: 'https://sheets.example.com/upgrade' })).toEqual([
      { kind: 'link', label: 'Jump to Sheet Page', href: 'https://sheets.example.com/upgrade', rel: 'noopener noreferrer' },
      { kind: 'download', label: 'Download the template sheet', endpoint: 'template', fileName: 'bulk-orders-template.xlsx', failure: undefined },
    ]);
  });

  it('a config link the environment lacks is unavailable, with the item’s note or the default one (never a dead link)', () => {
    expect(linkButtons(items, undefined)[0]).toEqual({ kind: 'unavailable', label: 'Jump to Sheet Page', note: UNAVAILABLE_LINK_NOTE });
    expect(linkButtons([{ ...items[0]!, unavailable: 'Ask for the sheet.' }], {})[0]).toEqual({ kind: 'unavailable', label: 'Jump to Sheet Page', note: 'Ask for the sheet.' });
  });

  it('an address that is no http(s) URL is unavailable too (no javascript: link), and inherited names are not links', () => {
    expect(linkButtons(items, { upgradeSheet: 'javascript:alert(1)' })[0]?.kind).toBe('unavailable');
    expect(linkButtons(items, { upgradeSheet: 'sheet' })[0]?.kind).toBe('unavailable');
    expect(linkButtons([{ label: 'Proto', configLink: 'toString' }], {})[0]?.kind).toBe('unavailable');
  });

  it("opens a page of the console itself with its opener (the new tab gets a copy of this tab's session), any other address without", () => {
    const own = 'http://127.0.0.1:5173';
    expect(linkButtons(items, { upgradeSheet: `${own}/secure/orders/upgrade-automation/sheet` }, own)[0]).toMatchObject({ kind: 'link', rel: 'opener' });
    expect(linkButtons(items, { upgradeSheet: 'https://sheets.example.com/upgrade' }, own)[0]).toMatchObject({ kind: 'link', rel: 'noopener noreferrer' });
    expect(linkButtons(items, { upgradeSheet: `${own}/secure/x` })[0]).toMatchObject({ kind: 'link', rel: 'noopener noreferrer' });
  });

  it('says a plain sentence when a download fails and the item says nothing', () => {
    expect(DOWNLOAD_FAILED_TEXT).toBe('The download failed.');
  });
});
