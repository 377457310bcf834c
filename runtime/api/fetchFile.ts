import type { Endpoint } from '../generated/screen';
import { endpointUrl, type CallOptions } from './callEndpoint';

/** What a file call came to: the answer's bytes, or the failure with the answer read as JSON when it is (an `{ error }`), else its text. */
export type FileResult = { ok: true; status: number; blob: Blob } | { ok: false; status: number; data: unknown };

/**
 * Calls a GET endpoint whose answer is a file (a spreadsheet, a PDF): the same URL, bearer token and
 * language header as `callEndpoint`, but the answer is kept as bytes, never parsed. Never throws.
 */
export async function fetchFile(endpoint: Endpoint, options: Pick<CallOptions, 'services' | 'token' | 'language' | 'context' | 'fetchImpl'>): Promise<FileResult> {
  const headers: Record<string, string> = { Accept: '*/*', language: options.language };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await (options.fetchImpl ?? fetch)(endpointUrl(endpoint, options), { method: 'GET', headers });
  } catch {
    return { ok: false, status: 0, data: undefined };
  }
  if (response.ok) return { ok: true, status: response.status, blob: await response.blob() };
  const text = await response.text().catch(() => '');
  try {
    return { ok: false, status: response.status, data: text === '' ? undefined : JSON.parse(text) };
  } catch {
    return { ok: false, status: response.status, data: text };
  }
}
