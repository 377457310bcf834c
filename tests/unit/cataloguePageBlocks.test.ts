import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ScreenDefinition } from '../../runtime/generated/screen';
import { catalogueEntries } from '../../runtime/kinds/catalogue/catalogueEntries';

const fixture = (name: string) => JSON.parse(readFileSync(`tests/fixtures/page-blocks/${name}.screen.json`, 'utf8')) as ScreenDefinition;

describe('the catalogue of the links, FAQ and download parts', () => {
  const entries = catalogueEntries([fixture('upgrade-links'), fixture('product-faq'), fixture('bulk-links')]);
  const [links, faq, bulk] = ['/secure/test/upgrade-links', '/secure/test/product-faq', '/secure/test/bulk-links'].map((route) => entries.find((entry) => entry.route === route));

  it('lists each button’s label, a config link’s note and a download’s failure texts, and the call it makes', () => {
    expect(links?.messages).toEqual(expect.arrayContaining([
      { key: 'blocks.sheets.items.0.label', text: 'Jump to Sheet Page' },
      { key: 'blocks.sheets.items.0.unavailable', text: 'The upgrade sheet is not set up in this environment.' },
      { key: 'blocks.sheets.items.1.label', text: 'Download the template sheet' },
      { key: 'blocks.sheets.items.1.download.failure.1', text: 'The template sheet could not be downloaded.' },
    ]));
    expect(links?.endpoints).toEqual(['GET /orders/bulk/template']);
  });

  it('lists every FAQ question and answer, and no call for a rule lookup', () => {
    expect(faq?.messages).toContainEqual({ key: 'blocks.faq.items.1.summary', text: 'A large request timed out' });
    expect(faq?.messages).toContainEqual({ key: 'blocks.faq.items.1.text', text: 'Submit the same request again: the products already made are skipped.' });
    expect(faq?.endpoints).toEqual([]);
  });

  it('lists a download field’s button', () => {
    expect(bulk?.messages).toContainEqual({ key: 'blocks.created.fields.1.download.button', text: 'Download the links (CSV)' });
  });
});
