/**
 * The saved accounts registry in localStorage: several accounts, one active. Each holds its token,
 * and the app credentials used to revoke it.
 */
import type { SavedAccountSummary } from './slice';

export interface SavedAccount {
  /** account id @ domain */
  key: string;
  accountId: string;
  domain: string;
  baseUrl: string;
  token: string;
  acct: string;
  avatar: string;
  clientId?: string;
  clientSecret?: string;
  /** Where the server said to revoke tokens (OAuth metadata); Mastodon's /oauth/revoke when unknown. */
  revocationEndpoint?: string;
}

export interface SavedAccountsRegistry {
  accounts: SavedAccount[];
  activeKey: string | null;
}

export const SAVED_ACCOUNTS_KEY = 'fedideck:accounts';

export const accountKeyFor = (accountId: string, domain: string) => `${accountId}@${domain}`;

const isSavedAccount = (value: unknown): value is SavedAccount => {
  const v = value as Partial<SavedAccount> | null;
  return (
    !!v &&
    typeof v === 'object' &&
    typeof v.key === 'string' &&
    typeof v.baseUrl === 'string' &&
    typeof v.token === 'string' &&
    typeof v.domain === 'string'
  );
};

/** A missing or corrupt registry reads as empty rather than breaking start-up. */
export function loadRegistry(storage: Storage): SavedAccountsRegistry {
  try {
    const parsed = JSON.parse(
      storage.getItem(SAVED_ACCOUNTS_KEY) ?? 'null',
    ) as Partial<SavedAccountsRegistry> | null;
    const accounts = Array.isArray(parsed?.accounts) ? parsed.accounts.filter(isSavedAccount) : [];
    const activeKey = accounts.some((a) => a.key === parsed?.activeKey) ? (parsed?.activeKey ?? null) : null;
    return { accounts, activeKey };
  } catch {
    return { accounts: [], activeKey: null };
  }
}

function store(storage: Storage, registry: SavedAccountsRegistry) {
  storage.setItem(SAVED_ACCOUNTS_KEY, JSON.stringify(registry));
  return registry;
}

/** Saves (or refreshes) an account and makes it the active one. */
export function saveAndActivate(storage: Storage, account: SavedAccount): SavedAccountsRegistry {
  const { accounts } = loadRegistry(storage);
  return store(storage, {
    accounts: [...accounts.filter((a) => a.key !== account.key), account],
    activeKey: account.key,
  });
}

export function activate(storage: Storage, key: string | null): SavedAccountsRegistry {
  const registry = loadRegistry(storage);
  const activeKey = key && registry.accounts.some((a) => a.key === key) ? key : null;
  return store(storage, { ...registry, activeKey });
}

/** Removes an account; when it was active, another saved account (if any) becomes active. */
export function removeAccount(storage: Storage, key: string): SavedAccountsRegistry {
  const registry = loadRegistry(storage);
  const accounts = registry.accounts.filter((a) => a.key !== key);
  const activeKey = registry.activeKey === key ? (accounts[0]?.key ?? null) : registry.activeKey;
  return store(storage, { accounts, activeKey });
}

export function activeAccount(storage: Storage): SavedAccount | null {
  const { accounts, activeKey } = loadRegistry(storage);
  return accounts.find((a) => a.key === activeKey) ?? null;
}

export const summarize = (accounts: SavedAccount[]): SavedAccountSummary[] =>
  accounts.map(({ key, domain, acct, avatar }) => ({ key, domain, acct, avatar }));
