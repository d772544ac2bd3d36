import { quoteRequested, replyRequested } from '../domain/events';
import type { Middleware } from '@reduxjs/toolkit';
import { modalOpened } from '../features/modals/slice';
import { pollVoteRequested } from '../features/statuses/polls';
import { interactionRequested, type InteractionKind } from '../features/statuses/slice';
import type { InteractionIntent } from '../features/modals/components/modalTypes';

/** Intents a signed-out visitor cannot act on. */
const GUARDED: ReadonlySet<string> = new Set([
  quoteRequested.type,
  replyRequested.type,
  pollVoteRequested.type,
]);

/** Interactions a signed-out visitor cannot make: each asks them to sign in instead of failing on the server. */
const GUARDED_INTERACTIONS: ReadonlySet<InteractionKind> = new Set(['favourite', 'reblog', 'bookmark']);

/** What the prompt names: the action the visitor tried. */
const INTENT_OF_TYPE: Record<string, InteractionIntent> = {
  [quoteRequested.type]: 'quote',
  [replyRequested.type]: 'reply',
  [pollVoteRequested.type]: 'vote',
};

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
          modalProps: { statusId, intent: kind ?? INTENT_OF_TYPE[candidate.type] },
        }),
      );
    }
    return next(action);
  };
