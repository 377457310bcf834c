import type { LinkItem } from '../../../../generated/screen';
import { safeHref } from '../cards/safeHref';

/** The note beside a link this environment's config does not give, when the item says none. */
export const UNAVAILABLE_LINK_NOTE = 'This link is not set up in this environment.';
/** What a failed download says when the item says nothing. */
export const DOWNLOAD_FAILED_TEXT = 'The download failed.';

/** One button of a links block, as it shows. */
export type LinkButton =
  | { kind: 'link'; label: string; href: string }
  | { kind: 'unavailable'; label: string; note: string }
  | { kind: 'download'; label: string; endpoint: string; fileName: string; failure: NonNullable<LinkItem['download']>['failure'] };

/**
 * The buttons of a links block over this environment's config links: a `configLink` the config
 * gives as an http(s) address opens it; one it lacks (or gives as anything else) is unavailable,
 * with the item's note; a `download` saves what its endpoint answers.
 */
export function linkButtons(items: readonly LinkItem[], links: Readonly<Record<string, unknown>> | undefined): LinkButton[] {
  return items.map((item): LinkButton => {
    if (item.download) return { kind: 'download', label: item.label, endpoint: item.download.endpoint, fileName: item.download.fileName, failure: item.download.failure };
    const address = item.configLink !== undefined && links && Object.hasOwn(links, item.configLink) ? links[item.configLink] : undefined;
    const href = typeof address === 'string' ? safeHref(address) : undefined;
    return href ? { kind: 'link', label: item.label, href } : { kind: 'unavailable', label: item.label, note: item.unavailable ?? UNAVAILABLE_LINK_NOTE };
  });
}
