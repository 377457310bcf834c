import { useCallback, useMemo, useState } from 'react';
import { useFileCall } from '../../../../api/useFileCall';
import { useConsoleConfig } from '../../../../config/ConfigContext';
import type { Endpoint, LinksBlock } from '../../../../generated/screen';
import { saveBlob } from '../../../../files/saveFile';
import { safeFileName } from '../../../../files/fileName';
import type { PageStateApi } from '../../state/pageStore';
import { loadFailureText } from '../result/resultLoad';
import { DOWNLOAD_FAILED_TEXT, linkButtons, type LinkButton } from './linkButtons';

/** What a links block needs: itself and the page endpoints its downloads call. */
export interface LinksBlockSlice {
  block: LinksBlock;
  endpoints: Readonly<Record<string, Endpoint | undefined>>;
}

export interface LinksBlockController {
  buttons: LinkButton[];
  /** The index of the download under way, if any. */
  busy: number | undefined;
  /** The failure of the last download, if it failed (a danger alert in the block). */
  failure: string | undefined;
  download(index: number): void;
}

/**
 * The buttons of a links block: its config links from this environment's `/config.json`, its downloads
 * called through the API client (the session's token) and saved under their file names.
 */
export function useLinksBlock({ block, endpoints }: LinksBlockSlice, page: PageStateApi): LinksBlockController {
  const config = useConsoleConfig();
  const callFile = useFileCall();
  const [busy, setBusy] = useState<number | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const buttons = useMemo(() => linkButtons(block.items, config.links, window.location.origin), [block.items, config.links]);
  const download = useCallback(
    (index: number) => {
      const button = buttons[index];
      if (button?.kind !== 'download') return;
      const endpoint = endpoints[button.endpoint];
      setFailure(undefined);
      if (!endpoint) {
        setFailure(DOWNLOAD_FAILED_TEXT);
        return;
      }
      setBusy(index);
      void callFile(endpoint, page.snapshot()).then((result) => {
        setBusy(undefined);
        if (result.ok) saveBlob(safeFileName(button.fileName), result.blob);
        else setFailure(loadFailureText(button.failure ?? DOWNLOAD_FAILED_TEXT, result.data));
      });
    },
    [buttons, callFile, endpoints, page],
  );
  return { buttons, busy, failure, download };
}
