// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { LEAVE_TITLE } from '../../runtime/screens/useLeaveGuard';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { resolvedDefinitionSync } from '../../scripts/screens/shared/resolvedDefinitions';
import { serveAdminApi } from './formRender';
import { ELSEWHERE, renderPage, resetPageRenders } from './pageRender';

const root = process.cwd();
const load = (path: string) => resolvedDefinitionSync(`screens/${path}`) as PageScreen;

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

/** Focuses and leaves every control of the form, the way Tab walks through it, typing nothing. */
function tabThrough(form: HTMLElement): void {
  for (const control of within(form).queryAllByRole('textbox').concat(within(form).queryAllByRole('combobox'))) {
    fireEvent.focus(control);
    fireEvent.blur(control);
  }
}

describe('the leave guard asks only when a value differs from where it started', () => {
  for (const [path, label] of [
    ['reports/rules-config.screen.json', 'Rule Name'],
    ['unsubscribe/phone.screen.json', 'Phone'],
  ] as const) {
    it(`${path}: tabbing through the untouched form and leaving does not ask; a typed value does`, async () => {
      serveAdminApi((request) => (request.method === 'GET' ? { status: 200, body: request.path.startsWith('/unsubscribe') ? { result: [], meta: [{ totalrows: 0 }] } : [] } : undefined));
      const definition = load(path);
      const { router, container } = renderPage(definition, { validators: await compilePageFormsInNode(definition, root) });
      const first = await screen.findByLabelText(label);
      tabThrough(container.querySelector('form') as HTMLElement);
      void router.navigate(ELSEWHERE);
      expect(await screen.findByText('Elsewhere')).toBeTruthy();
      expect(screen.queryByRole('alertdialog', { name: LEAVE_TITLE })).toBeNull();
      void router.navigate(definition.route);
      fireEvent.change(await screen.findByLabelText(label), { target: { value: 'EXP_Typed' } });
      void router.navigate(ELSEWHERE);
      expect(await screen.findByRole('alertdialog', { name: LEAVE_TITLE })).toBeTruthy();
      expect(first).toBeTruthy();
    });
  }
});
