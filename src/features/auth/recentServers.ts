/** The servers signed in to lately (base URLs, newest first), offered under the server field. */
import { parseServerAddress } from '../../domain/serverAddress';

export const RECENT_SERVERS_KEY = 'fedideck:recentServers';
export const RECENT_SERVERS_LIMIT = 5;

/** Only entries that still parse as the same server survive, so a tampered list offers nothing odd. */
export function loadRecentServers(storage: Storage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RECENT_SERVERS_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((entry): entry is string => typeof entry === 'string')
      .filter((entry) => {
        const address = parseServerAddress(entry);
        return 'baseUrl' in address && address.baseUrl === entry;
      })
      .slice(0, RECENT_SERVERS_LIMIT);
  } catch {
    return [];
  }
}

function store(storage: Storage, servers: string[]): string[] {
  try {
    storage.setItem(RECENT_SERVERS_KEY, JSON.stringify(servers));
  } catch {
    // A full or blocked storage only loses the convenience.
  }
  return servers;
}

export function rememberRecentServer(storage: Storage, baseUrl: string): string[] {
  const others = loadRecentServers(storage).filter((server) => server !== baseUrl);
  return store(storage, [baseUrl, ...others].slice(0, RECENT_SERVERS_LIMIT));
}

export function forgetRecentServer(storage: Storage, baseUrl: string): string[] {
  return store(
    storage,
    loadRecentServers(storage).filter((server) => server !== baseUrl),
  );
}

/** How a server shows in the list: https is the norm and goes unsaid; http stays visible. */
export const recentServerLabel = (baseUrl: string) => baseUrl.replace(/^https:\/\//, '');
