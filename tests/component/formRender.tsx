/** Renders a grid definition's form modal inside the console's real providers, signed in, with fetch answering like the server. */
import { render, screen, type RenderResult } from '@testing-library/react';
import type { UserManager } from 'oidc-client-ts';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { vi, type Mock } from 'vitest';
import { useAuth } from '../../runtime/auth/AuthContext';
import { createUserManager } from '../../runtime/auth/userManager';
import type { GridScreen } from '../../runtime/generated/screen';
import { FormValidatorsContext, type FormValidatorMap } from '../../runtime/kinds/form/formValidators';
import { GridFormModal } from '../../runtime/kinds/grid/GridFormModal';
import { createUnsavedWork, UnsavedWorkContext } from '../../runtime/screens/unsavedWork';
import { ConsoleProviders } from '../../src/ConsoleProviders';
import { IDENTITY, ORIGIN, TEST_CONFIG, installDialogPolyfill, storeUser } from './support/renderConsole';
import { requestUrl } from '../support/requestUrl';

/** A request the form made, as the server received it. */
export interface SentRequest {
  method: string;
  /** Path and query below the admin service, e.g. `/places/town`. */
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface Answer {
  status: number;
  body?: unknown;
}

/** Answers a request by method and path (query included), or undefined for a 404. */
export type Route = (request: SentRequest) => Answer | Promise<Answer> | undefined;

export const ADMIN = TEST_CONFIG.services.admin;

/** Stubs `globalThis.fetch` (the network boundary) with a server answering through `route`; returns what it received. */
export function serveAdminApi(route: Route): { requests: SentRequest[]; fetch: Mock } {
  const requests: SentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = requestUrl(input);
    const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>));
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      path: url.startsWith(ADMIN) ? url.slice(ADMIN.length) : url,
      headers,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    requests.push(request);
    const answer = (await route(request)) ?? { status: 404, body: { error: 'Not found' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { requests, fetch };
}

function SignedIn({ children }: { children: ReactNode }) {
  // The console shows screens only once signed in (RequireAuth); so does this.
  return useAuth().status === 'signedIn' ? children : null;
}

const userManagers = new Set<UserManager>();

export interface RenderedForm extends RenderResult {
  onClose: Mock<() => void>;
  onSaved: Mock<() => void>;
  onDirtyChange: Mock<(dirty: boolean) => void>;
}

/** The form modal of `screen.forms[formName]`, signed in; `validators` replaces the build's (inline definitions). */
export function renderForm(
  screenDefinition: GridScreen,
  formName: string,
  options: { row?: Record<string, unknown>; validators?: FormValidatorMap } = {},
): RenderedForm {
  installDialogPolyfill();
  storeUser();
  const userManager = createUserManager(IDENTITY, ORIGIN);
  userManagers.add(userManager);
  const onClose = vi.fn<() => void>();
  const onSaved = vi.fn<() => void>();
  const onDirtyChange = vi.fn<(dirty: boolean) => void>();
  // What the screen's leave guard hears of the form: whether any part of the screen holds unsaved input.
  const work = createUnsavedWork();
  work.subscribe(() => onDirtyChange(work.any()));
  onDirtyChange(work.any());
  // As the grid hands it over (GridBody): the forms with the definition's option sets, which they resolve on opening.
  const modal = (
    <UnsavedWorkContext value={work}>
      <GridFormModal screen={screenDefinition} formName={formName} row={options.row} onClose={onClose} onSaved={onSaved} />
    </UnsavedWorkContext>
  );
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ConsoleProviders config={TEST_CONFIG} userManager={userManager}>
        <SignedIn>{options.validators ? <FormValidatorsContext value={options.validators}>{modal}</FormValidatorsContext> : modal}</SignedIn>
      </ConsoleProviders>
    </SWRConfig>,
  );
  return { ...view, onClose, onSaved, onDirtyChange };
}

/** The messages shown beside a control: the error list its `aria-describedby` points at. */
export function messagesBeside(control: HTMLElement): string[] {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids
    .map((id) => document.getElementById(id))
    .filter((element): element is HTMLElement => element !== null && element.classList.contains('error-detail'))
    .flatMap((element) => [...element.querySelectorAll('li')].map((item) => item.textContent ?? ''));
}

/** The option texts of a select, placeholder first. */
export function optionTexts(select: HTMLElement): string[] {
  return [...(select as HTMLSelectElement).options].map((option) => option.textContent ?? '');
}

/** The `value` attribute of the option with this text (what a change event must carry). */
export function optionValue(select: HTMLElement, text: string): string {
  const option = [...(select as HTMLSelectElement).options].find((candidate) => candidate.textContent === text);
  if (!option) throw new Error(`no option "${text}" in ${optionTexts(select).join(', ')}`);
  return option.value;
}

/** The toasts on screen, with their variant (`ui-toast--success`, `ui-toast--warning`). */
export function shownToasts(): { text: string; variant: string }[] {
  return [...document.querySelectorAll('.ui-toast')].map((toast) => ({
    text: toast.querySelector('.ui-toast__text')?.textContent ?? '',
    variant: [...toast.classList].find((name) => name.startsWith('ui-toast--'))?.slice('ui-toast--'.length) ?? '',
  }));
}

export async function findDialog(name: string): Promise<HTMLElement> {
  return screen.findByRole('dialog', { name });
}

/** Stops the token timers of the user managers made here and clears both web storages. */
export function resetFormRenders(): void {
  for (const userManager of userManagers) void userManager.events.unload();
  userManagers.clear();
  sessionStorage.clear();
  localStorage.clear();
}
