import { describe, expect, it } from 'vitest';
import type { ScreenDefinition } from '../../runtime/generated/screen';
import { catalogueEntries, filterCatalogue } from '../../runtime/kinds/catalogue/catalogueEntries';
import { resolvedDefinitionsSync } from '../../scripts/screens/shared/resolvedDefinitions';

const root = new URL('../..', import.meta.url).pathname;
// As the runtime receives them: shared entries (the Town grid's zones lookup) written in.
const screens = resolvedDefinitionsSync(root).map((file) => file.definition as ScreenDefinition);

describe('screen catalogue', () => {
  const entries = catalogueEntries(screens);

  it('lists every definition with its route, kind and menu place', () => {
    expect(entries).toHaveLength(screens.length);
    const town = entries.find((entry) => entry.route === '/secure/town');
    expect(town).toMatchObject({ title: 'Add New Town', kind: 'grid', menuPlace: 'Delivery › Town' });
    expect(entries.find((entry) => entry.route === '/secure/{userId}/dashboard')?.menuPlace).toBe('Top › Dashboard');
  });

  it('gathers endpoints (lookups included, once each) and every message with its place', () => {
    const town = entries.find((entry) => entry.route === '/secure/town');
    expect(town?.endpoints).toContain('PUT /places/town/affected-resources');
    expect(town?.endpoints).toContain('GET /places/zone');
    expect(new Set(town?.endpoints).size).toBe(town?.endpoints.length);
    expect(town?.messages).toContainEqual({ key: 'messages.updateFailed', text: 'Town update process failed.' });
    expect(town?.messages).toContainEqual({ key: 'forms.add.messages.zone_id.required', text: 'Choose a Zone' });
    expect(town?.messages).toContainEqual({ key: 'delete.confirm', text: 'Please confirm that you want to delete this Town {town_name}.' });
    expect(town?.messages).toContainEqual({ key: 'batchUpdate.confirm.checkbox.label', text: 'Force update postal codes' });
  });

  it('lists page screens with their calls and the texts of their blocks and forms', () => {
    const links = entries.find((entry) => entry.route === '/secure/ops/links');
    expect(links).toMatchObject({ kind: 'page', menuPlace: 'Operations › Ops Links' });
    expect(links?.endpoints).toEqual(['GET /ops/link/', 'POST /ops/link', 'PUT /ops/link/{name}']);
    expect(links?.messages).toContainEqual({ key: 'messages.loadFailed', text: 'Could not retrieve Links' });
    expect(links?.messages).toContainEqual({ key: 'forms.create.submit.conflict', text: 'Please use a unique link name' });
    expect(links?.messages).toContainEqual({ key: 'forms.create.submit.incomplete', text: 'Please fill all fields when creating a new link' });
    const reset = entries.find((entry) => entry.route === '/secure/customer/password-reset');
    expect(reset?.messages).toContainEqual({ key: 'blocks.reset.submit.success', text: 'Success: Reset password email sent to: {email}' });
    expect(filterCatalogue(entries, 'unique link name').map((entry) => entry.route)).toEqual(['/secure/ops/creds', '/secure/ops/links']);
    const creds = entries.find((entry) => entry.route === '/secure/ops/creds');
    expect(creds?.messages).toContainEqual({ key: 'blocks.credentials.columns.password.format.secret.show', text: 'Show' });
    expect(creds?.messages).toContainEqual({ key: 'blocks.credentials.columns.password.format.secret.hidden', text: 'Password hidden' });
    expect(creds?.messages).toContainEqual({ key: 'forms.update.submit.failure', text: 'Something Went Wrong' });
  });

  it('finds screens by any word of their route, texts or calls', () => {
    expect(filterCatalogue(entries, 'affected-resources').map((entry) => entry.route)).toEqual(['/secure/town']);
    expect(filterCatalogue(entries, 'DELETE /PLACES/POSTALCODES').map((entry) => entry.route)).toEqual(['/secure/postalcode']);
    expect(filterCatalogue(entries, '  ')).toHaveLength(entries.length);
    expect(filterCatalogue(entries, 'no such words anywhere')).toEqual([]);
  });
});
