// @vitest-environment jsdom
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { registerCustomComponents } from '../../runtime/custom/customComponents';
import { defineCustomComponent, type CustomComponentProps } from '../../runtime/custom/customContract';
import type { PageScreen, ResultBlock } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import CountBadge from '../../src/custom/countBadge/CountBadge';
import { countBadgeContract, type CountBadgeEndpoint, type CountBadgeMessage, type CountBadgeProps, type CountBadgePublished } from '../../src/custom/countBadge/contract';
import { countBadge as validateProps } from '../../src/custom/generated/propsValidators.js';
import { serveAdminApi } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

const root = process.cwd();

/**
 * The region-count fixture, with a result block showing the province typed: once it shows a new
 * value, the page state has changed and every part of the page that renders on it has rendered.
 */
async function definition(): Promise<PageScreen> {
  const page = JSON.parse(await readFile(join(root, 'tests/fixtures/custom/region-count.screen.json'), 'utf8')) as PageScreen;
  const chosen: ResultBlock = { id: 'chosen', block: 'result', title: 'Chosen', from: 'province', fields: [{ label: 'Province chosen', path: '{province_id}' }] };
  return { ...page, blocks: [...page.blocks, chosen] };
}

type BadgeProps = CustomComponentProps<CountBadgeEndpoint, CountBadgeMessage, CountBadgeProps, CountBadgePublished>;

/** The real count badge, counting its renders; `reads` a page path in its render, as `state.read` allows. */
function countingRegistry(reads?: string) {
  const renders = { count: 0 };
  function CountingBadge(props: BadgeProps) {
    renders.count += 1;
    const read = reads === undefined ? undefined : props.state.read(reads);
    return (
      <>
        <CountBadge {...props} />
        {reads !== undefined && <p>Read by the component: {typeof read === 'string' ? read : JSON.stringify(read)}</p>}
      </>
    );
  }
  registerCustomComponents({ countBadge: defineCustomComponent(countBadgeContract, validateProps, () => Promise.resolve(CountingBadge)) });
  return renders;
}

async function openCounted(): Promise<HTMLElement> {
  serveAdminApi((request) => (request.path.startsWith('/places/region') ? { status: 200, body: { rows: [{ region_id: 1 }] } } : undefined));
  const page = await definition();
  renderPage(page, { validators: await compilePageFormsInNode(page, root) });
  const block = await screen.findByRole('region', { name: 'Regions' });
  await waitFor(() => expect(within(block).getByRole('status').textContent).toBe('1 regions'));
  return block;
}

async function typeProvince(value: string): Promise<void> {
  fireEvent.change(await screen.findByRole('spinbutton', { name: 'Province' }), { target: { value } });
  const chosen = await screen.findByRole('region', { name: 'Chosen' });
  await waitFor(() => expect(within(chosen).getByText('Province chosen').nextElementSibling?.textContent).toBe(value));
}

afterEach(() => {
  cleanup();
  resetPageRenders();
});

describe('a custom block renders again only when what it reads changes', () => {
  it('does not render again when another block’s field changes', async () => {
    const renders = countingRegistry();
    await openCounted();
    const settled = renders.count;
    await typeProvince('7');
    await typeProvince('12');
    expect(renders.count).toBe(settled);
  });

  it('renders again, with the new value, when a path it read changes', async () => {
    const renders = countingRegistry('province.province_id');
    await openCounted();
    const settled = renders.count;
    await typeProvince('7');
    expect(screen.getByText(/^Read by the component:/).textContent).toBe('Read by the component: 7');
    expect(renders.count).toBeGreaterThan(settled);
  });
});
