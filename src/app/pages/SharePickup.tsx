import { useCallback, useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { useStore } from 'react-redux';
import { useAppDispatch } from '../../store';
import type { RootState } from '../../store/types';
import {
  composeChanged,
  composeDefaultsOf,
  composeSessionStarted,
  hasContent,
} from '../../features/compose/slice';
import { randomId } from '../../utils/uuid';
import { uploadRequested } from '../../features/compose/intents';
import { fileOf, sharedText, updateShared, waitingShares } from '../../db/shareInbox';

const messages = defineMessages<{ waiting: { count: number } }>({
  waiting: {
    id: 'share.files_waiting',
    defaultMessage:
      '{count, plural, one {The shared file is attached once you are online.} other {The # shared files are attached once you are online.}}',
  },
});

/** What was shared goes after what the box holds, on a paragraph of its own. */
const joined = (box: string, shared: string) =>
  box.trim() === '' ? shared : `${box.trimEnd()}\n\n${shared}`;

/** The parameters a link or a share sheet's GET gives the composer. */
const SHARE_PARAMS = ['title', 'text', 'url', 'shared'];

/**
 * The composer takes what was shared into the app: the title, text and link of the address (a share by
 * GET, a web+mastodon share), then whatever waits in the share inbox (a share sheet's post, kept by the
 * service worker, or kept while nobody was signed in): its text into the box, its files as uploads (the
 * description asked as for any upload). Uploading needs the server: offline, the files stay in the inbox
 * and are attached when the device is back online.
 */
export function SharePickup() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const [waitingFiles, setWaitingFiles] = useState(0);
  const taking = useRef(false);

  /**
   * An empty box takes the share under a compose session of its own, so that a draft of this tab still
   * being restored is never dropped for it: it stays in the Drafts list. A box that holds something
   * takes the share after it.
   */
  const takeBox = useCallback(() => {
    const state = store.getState();
    if (hasContent(state.compose)) return;
    dispatch(
      composeSessionStarted({ session: randomId(), defaults: composeDefaultsOf(state.settings.local) }),
    );
  }, [dispatch, store]);

  const addText = useCallback(
    (text: string) => {
      takeBox();
      const box = store.getState().compose.text;
      dispatch(composeChanged({ field: 'text', value: joined(box, text) }));
    },
    [dispatch, store, takeBox],
  );

  // The address's own share, once: the address then loses it, so a reload does not add it again.
  const fromAddress = useRef(search);
  useEffect(() => {
    const params = new URLSearchParams(fromAddress.current);
    if (!SHARE_PARAMS.some((name) => params.has(name))) return;
    const text = sharedText({ title: params.get('title'), text: params.get('text'), url: params.get('url') });
    if (text !== '') addText(text);
    navigate(location, { replace: true });
    // The address is read once, when the composer opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const pickUp = useCallback(async () => {
    if (taking.current) return;
    taking.current = true;
    try {
      let waiting = 0;
      for (const item of await waitingShares()) {
        const text = item.text;
        const upload = item.files.length > 0 && navigator.onLine;
        if (text !== '' || upload) await updateShared({ ...item, text: '', files: upload ? [] : item.files });
        if (text !== '') addText(text);
        if (upload) {
          if (text === '') takeBox();
          dispatch(uploadRequested({ files: item.files.map(fileOf) }));
        } else waiting += item.files.length;
      }
      setWaitingFiles(waiting);
    } catch (error) {
      console.warn('The shared content could not be read.', error);
    } finally {
      taking.current = false;
    }
  }, [addText, dispatch, takeBox]);

  useEffect(() => {
    // After the first render: what waits is read from the inbox, never during a render.
    const first = setTimeout(() => void pickUp(), 0);
    const onOnline = () => void pickUp();
    window.addEventListener('online', onOnline);
    return () => {
      clearTimeout(first);
      window.removeEventListener('online', onOnline);
    };
  }, [pickUp]);

  return (
    <div role="status" className="share-waiting">
      {waitingFiles > 0 && <p>{intl.formatMessage(messages.waiting, { count: waitingFiles })}</p>}
    </div>
  );
}
