// Sending one post of the outbox, the same way from the page and from the service worker.
import type { ApiClient } from '../../../api/client';
import type { Status } from '../../../api/entities';
import { createStatus } from '../../../api/endpoints/statuses';
import { isApiError } from '../../../api/errors';
import { waitAskedBy } from '../../../api/retry';
import { NOT_ACCEPTED, plainServerWords } from '../../../api/serverWords';
import type { OutboxEntry } from '../../../db/types';
import { holdWebLock } from '../../../utils/webLocks';

export type Delivery =
  | { kind: 'sent'; status: Status }
  /** The server answered no (4xx): sending it again would get the same answer. */
  | { kind: 'refused'; message: string }
  /** No answer, or one worth waiting out (5xx, 408, 429): it stays for later, `waitMs` at least. */
  | { kind: 'retry'; message: string; waitMs?: number };

/**
 * The request got no HTTP answer (the client turns fetch's TypeError into a `network` error), so the
 * post may be sent again later: the same key makes it once.
 */
export const isUnanswered = (error: unknown): boolean =>
  isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');

const isRefusal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

export async function deliver(api: ApiClient, entry: OutboxEntry): Promise<Delivery> {
  try {
    return { kind: 'sent', status: await createStatus(api, entry.params, entry.key) };
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && isRefusal(error.status))
      return { kind: 'refused', message: plainServerWords(error.error) ?? NOT_ACCEPTED };
    return {
      kind: 'retry',
      message: error instanceof Error ? error.message : String(error),
      waitMs: waitAskedBy(error),
    };
  }
}

/** Waits this long after the n-th failed attempt: 5 s doubling, at most 5 minutes. */
export const retryDelayMs = (attempts: number) => Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 300_000);

/** The Background Sync tag the page registers and the service worker answers. */
export const OUTBOX_SYNC_TAG = 'outbox';

export const outboxLockName = (accountKey: string) => `fedideck-outbox-${accountKey}`;

/**
 * Holds the account's outbox lock (Web Locks) until the returned function is called: one sender at a
 * time across tabs and the service worker. Where the API is missing (or refuses) it holds nothing; the
 * Idempotency-Key still makes a post that two senders send exist once.
 */
export async function acquireOutboxLock(accountKey: string): Promise<() => void> {
  const held = await holdWebLock(outboxLockName(accountKey));
  return () => held?.release();
}
