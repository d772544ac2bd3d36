import { lazyFeaturesSaga } from '../../../../../src/store/lazyFeatures';
// A tab the browser duplicates starts with a copy of the other tab's sessionStorage, so with its compose
// session: the one that finds the session's lock held elsewhere goes on under a new session, keeping its
// text, so that the two tabs' drafts never overwrite each other.
import { createMemoryAccountDb } from '../../../../../src/db/memoryStore';
import { composeSessionOf } from '../../../../../src/db/composeSession';
import type { AccountDb } from '../../../../../src/db/types';
import { claimComposeSessions } from '../../../../../src/features/compose/drafts/sessionClaim';
import { composeSaga } from '../../../../../src/features/compose/sagas';
import { composeChanged, makeInitialCompose } from '../../../../../src/features/compose/slice';
import { makeTestStore, savedAccount, signedInAuth } from '../../../fixtures';
import { installLocks, memoryStorage } from '../../../tabsFakes';

function tab(db: AccountDb, sessionStorage: Storage) {
  const session = composeSessionOf(db.name, sessionStorage);
  const made = makeTestStore(
    { db, sessionStorage, account: savedAccount },
    { auth: signedInAuth('1'), compose: makeInitialCompose(undefined, session) },
  );
  made.runSaga(composeSaga);
  made.runSaga(lazyFeaturesSaga);
  const claim = made.runSaga(claimComposeSessions);
  return { ...made, claim, sessionStorage };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};

describe('a duplicated tab', () => {
  it('takes a new compose session and keeps its text, so both drafts survive', async () => {
    const { restore } = installLocks();
    try {
      const db = createMemoryAccountDb('duplicated-tab');
      const original = tab(db, memoryStorage());
      const session = original.store.getState().compose.session;
      await new Promise((resolve) => setTimeout(resolve, 20));
      original.store.dispatch(composeChanged({ field: 'text', value: 'first tab' }));

      // The browser copies sessionStorage into the duplicate: it starts with the same session.
      const copied = memoryStorage(
        [...Array(original.sessionStorage.length).keys()].map((i) => {
          const key = original.sessionStorage.key(i)!;
          return [key, original.sessionStorage.getItem(key)!];
        }),
      );
      const duplicate = tab(db, copied);
      expect(duplicate.store.getState().compose.session).toBe(session);
      duplicate.store.dispatch(composeChanged({ field: 'text', value: 'first tab' }));

      await until(() => duplicate.store.getState().compose.session !== session);
      const renamed = duplicate.store.getState().compose.session;
      // The box keeps its text under the new session, which a reload of this tab finds again.
      expect(duplicate.store.getState().compose.text).toBe('first tab');
      expect(composeSessionOf(db.name, copied)).toBe(renamed);
      // The original tab keeps its own.
      expect(original.store.getState().compose.session).toBe(session);
      expect(composeSessionOf(db.name, original.sessionStorage)).toBe(session);

      original.store.dispatch(composeChanged({ field: 'text', value: 'typed in the first tab' }));
      duplicate.store.dispatch(composeChanged({ field: 'text', value: 'typed in the duplicate' }));
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const texts = (await db.listDrafts()).map((draft) => draft.draft.params.status).sort();
      expect(texts).toEqual(['typed in the duplicate', 'typed in the first tab']);
      original.claim.cancel();
      duplicate.claim.cancel();
    } finally {
      restore();
    }
  });

  it('a new tab with a session of its own keeps it', async () => {
    const { restore } = installLocks();
    try {
      const db = createMemoryAccountDb('new-tab');
      const first = tab(db, memoryStorage());
      const second = tab(db, memoryStorage());
      const sessions = [first.store.getState().compose.session, second.store.getState().compose.session];
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect([first.store.getState().compose.session, second.store.getState().compose.session]).toEqual(
        sessions,
      );
      first.claim.cancel();
      second.claim.cancel();
    } finally {
      restore();
    }
  });
});
