/**
 * This tab follows the app's other tabs (and installed windows): a sign-out, a switch of account and a
 * change of settings made in one apply in every one. Loaded once the first screen is drawn; where the
 * browser has no BroadcastChannel each tab goes on alone, as before. The saved accounts list follows
 * localStorage's `storage` event, which every browser fires in the other tabs.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { TAB_SIGN_OUT_WAIT_MS } from '../constants';
import { onTabMessage } from '../domain/tabMessages';
import { tabsChannel, type TabMessage, type TabsChannel } from '../domain/tabs';
import { nowUsingAlert, signedOutAlert, tokenRevokedAlert } from '../features/auth/accountNotices';
import { loadRegistry, SAVED_ACCOUNTS_KEY, summarize } from '../features/auth/savedAccounts';
import { savedAccountsChanged } from '../features/auth/slice';
import { mergeSettings } from '../features/settings/defaults';
import { localSettingChanged, settingChanged } from '../features/settings/slice';
import type { SessionManager } from '../store';

export interface TabsOptions {
  channel?: TabsChannel | null;
  storage?: Storage;
  /** Where `storage` events arrive. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

const OTHER_TAB = { fromOtherTab: true } as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * Whether `value` may stand at `path` of the synced settings: where the settings hold a value, the new
 * one is of the same kind (a flag for a flag, a list for a list); a new key takes anything.
 */
function fitsSynced(synced: unknown, path: string[], value: unknown): boolean {
  let node = synced;
  for (const key of path) node = isObject(node) && Object.hasOwn(node, key) ? node[key] : undefined;
  return node === undefined || (Array.isArray(node) === Array.isArray(value) && typeof node === typeof value);
}

/** Starts following the other tabs; returns what stops it. */
export function listenToTabs(sessions: SessionManager, options: TabsOptions = {}): () => void {
  const channel = options.channel === undefined ? tabsChannel() : options.channel;
  const storage = options.storage ?? localStorage;
  const target = options.target ?? window;
  let waiting: ReturnType<typeof setTimeout> | undefined;

  const shown = () => sessions.current()?.services.account ?? null;
  const dispatch = (action: UnknownAction) => sessions.current()?.store.dispatch(action);
  const acctOf = (key: string | null) =>
    (key && loadRegistry(storage).accounts.find((a) => a.key === key)?.acct) || null;
  const restart = (announce?: UnknownAction, accountKey?: string | null) => {
    clearTimeout(waiting);
    void sessions.restart(announce, accountKey);
  };

  function applySettings(message: Extract<TabMessage, { type: 'settingsChanged' }>) {
    const state = sessions.current()?.store.getState();
    if (!state) return;
    if (message.device) {
      // This device's settings: every tab takes them, each value checked as a stored one is.
      const local = state.settings.local;
      const merged = mergeSettings(local, message.device);
      const changed = Object.fromEntries(
        Object.entries(merged).filter(
          ([key, value]) => key in message.device! && value !== local[key as never],
        ),
      );
      if (Object.keys(changed).length > 0) dispatch(localSettingChanged(changed, OTHER_TAB));
    }
    const synced = message.synced;
    if (
      synced &&
      synced.accountKey === shown()?.key &&
      fitsSynced(state.settings.synced, synced.path, synced.value)
    )
      dispatch(settingChanged({ path: synced.path, value: synced.value }, OTHER_TAB));
  }

  function onMessage(message: TabMessage) {
    switch (message.type) {
      case 'signingOut':
        if (message.accountKey !== shown()?.key) return;
        // No call of this tab meets the revoked token, and its database can be deleted.
        sessions.suspend();
        clearTimeout(waiting);
        waiting = setTimeout(() => restart(), TAB_SIGN_OUT_WAIT_MS);
        return;
      case 'signedOut': {
        if (message.accountKey !== shown()?.key) return;
        const next = acctOf(message.next);
        const alert = message.revoked ? tokenRevokedAlert : signedOutAlert;
        restart(alert(message.acct, next), message.next);
        return;
      }
      case 'switched': {
        const acct = acctOf(message.accountKey);
        if (message.accountKey === shown()?.key || !acct) return;
        restart(nowUsingAlert(acct), message.accountKey);
        return;
      }
      case 'settingsChanged':
        applySettings(message);
        return;
      default:
      // Read markers are the markers feature's own (`features/markers/tabs.ts`).
    }
  }

  /** Another tab signed an account in or out, or signed the one shown here in again. */
  function onStorage(event: StorageEvent) {
    if (event.key !== SAVED_ACCOUNTS_KEY && event.key !== null) return;
    const { accounts } = loadRegistry(storage);
    dispatch(savedAccountsChanged(summarize(accounts)));
    const account = shown();
    const saved = account && accounts.find((a) => a.key === account.key);
    // A new token (signed in again elsewhere) replaces the refused one here too.
    if (account && saved && saved.token !== account.token) restart(undefined, account.key);
  }

  const stopMessages = channel ? onTabMessage(channel, onMessage) : () => undefined;
  target.addEventListener('storage', onStorage);
  return () => {
    clearTimeout(waiting);
    stopMessages();
    target.removeEventListener('storage', onStorage);
  };
}
