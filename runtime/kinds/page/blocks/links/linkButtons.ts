import type { LinkItem } from '../../../../generated/screen';
import { safeHref } from '../cards/safeHref';

/** The note beside a link this environment's config does not give, when the item says none. */
export const UNAVAILABLE_LINK_NOTE = 'This link is not set up in this environment.';
/** What a failed download says when the item says nothing. */
export const DOWNLOAD_FAILED_TEXT = 'The download failed.';

/** One button of a links block, as it shows. */
export type LinkButton =
  | { kind: 'link'; label: string; href: string; rel: string }
  | { kind: 'unavailable'; label: string; note: string }
  | { kind: 'download'; label: string; endpoint: string; fileName: string; failure: NonNullable<LinkItem['download']>['failure'] };

/**
 * How a link opens its new tab: a page of the console itself (`ownOrigin`) keeps its opener, so
 * the browser gives the new tab a copy of this tab's signed-in session (kept per tab); any other
 * address opens with neither opener nor referrer.
 */
export function linkRel(href: string, ownOrigin: string | undefined): string {
  return ownOrigin !== undefined && URL.canParse(href) && new URL(href).origin === ownOrigin ? 'opener' : 'noopener noreferrer';
}

/**
 * The buttons of a links block over this environment's config links: a `configLink` the config
 * gives as an http(s) address opens it; one it lacks (or gives as anything else) is unavailable,
 * with the item's note; a `download` saves what its endpoint answers. `ownOrigin`: the console's
 * origin (linkRel).
 */
export function linkButtons(items: readonly LinkItem[], links: Readonly<Record<string, unknown>> | undefined, ownOrigin?: string): LinkButton[] {
  return items.map((item): LinkButton => {
    if (item.download) return { kind: 'download', label: item.label, endpoint: item.download.endpoint, fileName: item.download.fileName, failure: item.download.failure };
    const address = item.configLink !== undefined && links && Object.hasOwn(links, item.configLink) ? links[item.configLink] : undefined;
    const href = typeof address === 'string' ? safeHref(address) : undefined;
    return href ? { kind: 'link', label: item.label, href, rel: linkRel(href, ownOrigin) } : { kind: 'unavailable', label: item.label, note: item.unavailable ?? UNAVAILABLE_LINK_NOTE };
  });
}
