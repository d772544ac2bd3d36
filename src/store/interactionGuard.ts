import { quoteRequested, replyRequested } from '../domain/events';
import type { Middleware } from '@reduxjs/toolkit';
import { modalOpened } from '../features/modals/slice';
import { pollVoteRequested } from '../features/statuses/polls';
import { interactionRequested, type InteractionKind } from '../features/statuses/slice';

/** Intents a signed-out visitor cannot act on. */
const GUARDED: ReadonlySet<string> = new Set([
  quoteRequested.type,
  replyRequested.type,
  pollVoteRequested.type,
]);

/** Interactions a signed-out visitor cannot make (a bookmark only exists for a signed-in user anyway). */
const GUARDED_INTERACTIONS: ReadonlySet<InteractionKind> = new Set(['favourite', 'reblog']);

interface GuardedAction {
  type: string;
  payload?: { statusId?: string; pollId?: string; kind?: InteractionKind };
}

const isGuarded = ({ type, payload }: GuardedAction) =>
  GUARDED.has(type) ||
  (type === interactionRequested.type &&
    payload?.kind !== undefined &&
    GUARDED_INTERACTIONS.has(payload.kind));

/**
 * Turns a signed-out visitor's interaction intent into the INTERACTION modal before any reducer
 * applies it optimistically.
 */
export const interactionGuard: Middleware<object, { auth: { signedIn: boolean } }> =
  (api) => (next) => (action) => {
    const candidate = action as GuardedAction;
    if (isGuarded(candidate) && !api.getState().auth.signedIn) {
      const { statusId, kind } = candidate.payload ?? {};
      return next(
        modalOpened({
          modalType: 'INTERACTION',
          modalProps: { statusId, intent: kind ?? candidate.type },
        }),
      );
    }
    return next(action);
  };
