/** The address a fake `fetch` was called with, whichever form it came in (`String()` of a Request is `[object Request]`). */
export function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}
