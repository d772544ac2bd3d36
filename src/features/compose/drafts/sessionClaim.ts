import { call, cancelled, put, select, take } from 'typed-redux-saga/macro';
import { rememberComposeSession } from '../../../db/composeSession';
import { appServices } from '../../../store/services';
import type { RootState } from '../../../store/types';
import { randomId } from '../../../utils/uuid';
import { holdWebLock, type HeldLock } from '../../../utils/webLocks';
import { composeSessionRenamed } from '../slice';

const lockName = (dbName: string, session: string) => `fedideck:compose:${dbName}:${session}`;

const currentSession = (state: RootState) => state.compose.session;

/**
 * This tab holds a Web Lock named after its compose session for as long as the session is its own. A
 * tab duplicated by the browser starts with a copy of the other's sessionStorage, so with its session:
 * finding the lock held elsewhere, it goes on under a new session, the text in its box kept as its own
 * draft, and neither tab ever overwrites the other's. Where Web Locks are missing, nothing changes.
 */
export function* claimComposeSessions() {
  const { db, sessionStorage } = yield* appServices();
  let held: HeldLock | null = null;
  let heldFor: string | null = null;
  try {
    for (;;) {
      const session = yield* select(currentSession);
      if (session !== heldFor) {
        held?.release();
        held = yield* call(holdWebLock, lockName(db.name, session), { ifAvailable: true });
        heldFor = held ? session : null;
        if (!held) {
          const fresh = randomId();
          rememberComposeSession(db.name, fresh, sessionStorage);
          yield* put(composeSessionRenamed({ session: fresh }));
          continue;
        }
      }
      yield* take('*');
    }
  } finally {
    if (yield* cancelled()) held?.release();
  }
}
