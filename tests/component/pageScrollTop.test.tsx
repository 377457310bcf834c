// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { serveAdminApi } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

/** A long page whose back-to-top button sits under its text (as on the order editors). */
const definition: PageScreen = {
  $schema: '../../schemas/screen.schema.json',
  route: '/secure/long-page',
  title: 'Long page',
  kind: 'page',
  endpoints: {},
  blocks: [
    { id: 'text', block: 'notice', text: 'A long form would be here.' },
    { id: 'top', block: 'scrollTop', label: 'Scroll to top' },
  ],
};

afterEach(() => {
  cleanup();
  resetPageRenders();
});

describe('scrollTop block', () => {
  it("brings the screen's heading into view and gives it the focus, calling nothing", async () => {
    const { requests } = serveAdminApi(() => undefined);
    // jsdom lays nothing out and has no scrollIntoView: recorded on the element it is called on.
    const scrolled: Array<{ element: Element; options: unknown }> = [];
    const jsdomOwn = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    Element.prototype.scrollIntoView = function record(this: Element, options?: boolean | ScrollIntoViewOptions) {
      scrolled.push({ element: this, options });
    };
    onTestFinished(() => {
      if (jsdomOwn) Object.defineProperty(Element.prototype, 'scrollIntoView', jsdomOwn);
      else Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    });
    renderPage(definition);
    const top = await screen.findByRole('button', { name: 'Scroll to top' });
    top.focus();
    fireEvent.click(top);
    const heading = screen.getByRole('heading', { level: 1, name: 'Long page' });
    expect(scrolled).toEqual([{ element: heading, options: { block: 'start', behavior: 'auto' } }]);
    expect(document.activeElement).toBe(heading);
    expect(requests).toEqual([]);
  });
});
