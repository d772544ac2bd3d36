import type { Middleware } from '@reduxjs/toolkit';
import { quoteRequested, replyRequested } from '../compose/slice';
import { modalOpened } from '../modals/slice';
import { pollVoteRequested } from '../statuses/polls';
import { favouriteRequested, reblogRequested } from '../statuses/slice';

/** Intents a signed-out visitor cannot act on. */
const GUARDED: ReadonlySet<string> = new Set([
  favouriteRequested.type,
  reblogRequested.type,
  quoteRequested.type,
  replyRequested.type,
  pollVoteRequested.type,
]);

interface GuardedAction {
  type: string;
  payload?: { statusId?: string; pollId?: string };
}

/**
 * Turns a signed-out visitor's interaction intent into the INTERACTION modal before any reducer
 * applies it optimistically.
 */
export const interactionGuard: Middleware<object, { auth: { signedIn: boolean } }> =
  (api) => (next) => (action) => {
    const candidate = action as GuardedAction;
    if (GUARDED.has(candidate.type) && !api.getState().auth.signedIn) {
      return next(
        modalOpened({
          modalType: 'INTERACTION',
          modalProps: { statusId: candidate.payload?.statusId, intent: candidate.type },
        }),
      );
    }
    return next(action);
  };
