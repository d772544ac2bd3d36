import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { OutboxEntry } from '../../../src/db/types';

/**
 * Reducer logic loaded later for `state.compose` and `state.notifications` is installed by what loads
 * the code that dispatches its actions, never by a module being imported. Each test starts from fresh
 * modules: the root reducer is one per page, so what an earlier test installed would hide a fault.
 */

const until = async (check: () => boolean) => {
  for (let i = 0; i < 400 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
};

const fresh = async () => ({
  fixtures: await import('../fixtures'),
  registry: await import('../../../src/store/lazyFeatures'),
  events: await import('../../../src/domain/events'),
  poll: await import('../../../src/features/compose/poll/pollReducer'),
  media: await import('../../../src/features/compose/media/mediaSlice'),
  quote: await import('../../../src/features/compose/quote/quoteReducer'),
  language: await import('../../../src/features/compose/language/languageReducer'),
  draftRestore: await import('../../../src/features/compose/draftRestoreSlice'),
  outbox: await import('../../../src/features/compose/outbox/slice'),
});

type Modules = Awaited<ReturnType<typeof fresh>>;

/** The live updates' action "the column left its top", built without loading their module. */
const topChanged = (top: boolean) => ({ type: 'notifications/topChanged', payload: top });

const isolated = (test: (modules: Modules) => Promise<void>) => () =>
  jest.isolateModulesAsync(async () => test(await fresh()));

const draft = (text: string) => ({
  params: { status: text, sensitive: false, visibility: 'public' as const },
  spoiler: false,
  updatedAt: 1,
});

const waiting = (key: string, text: string): OutboxEntry => ({
  key,
  params: { status: text, visibility: 'public', spoiler_text: '', language: 'en', in_reply_to_id: null },
  draft: draft(text),
  createdAt: 1,
  attempts: 0,
  state: 'waiting',
  baseUrl: 'http://localhost',
  token: 'tok',
});

/** Every part's action once, and what each leaves in the store when its reducer is installed. */
function dispatchEveryPart({ fixtures, poll, media, quote, language, draftRestore, outbox }: Modules) {
  const { store } = fixtures.makeTestStore({ api: fixtures.fakeApi() }, { auth: fixtures.signedInAuth('1') });
  // First: a draft never overwrites a box already in use.
  store.dispatch(draftRestore.draftRestored(draft('restored words')));
  store.dispatch(poll.pollAdded());
  store.dispatch(media.uploadStarted({ key: 'upload-1' }));
  store.dispatch(quote.quoteSuggested({ statusId: '9', url: 'https://example.test/@a/9' }));
  store.dispatch(language.languagesFetched(['en', 'fr']));
  store.dispatch(
    outbox.outboxChanged([{ key: 'k1', text: 'later', spoilerText: '', createdAt: 1, state: 'waiting' }]),
  );
  // By its type: importing the live updates' module installs their reducer.
  store.dispatch(topChanged(false));
  const { compose, notifications } = store.getState();
  return {
    poll: compose.poll !== null,
    media: compose.uploads.length > 0,
    quote: !!compose.quote_suggestion,
    language: !!compose.instance_languages,
    draftRestore: compose.text === 'restored words',
    outbox: (compose.outbox?.length ?? 0) > 0,
    live: notifications.top === false,
  };
}

const NONE = {
  poll: false,
  media: false,
  quote: false,
  language: false,
  draftRestore: false,
  outbox: false,
  live: false,
};

const everyComposePart = {
  poll: true,
  media: true,
  quote: true,
  language: true,
  draftRestore: true,
  outbox: true,
};

describe("the slices' extensions", () => {
  it(
    'importing the modules of the parts, their sagas and their views installs no reducer logic',
    isolated(async (modules) => {
      await import('../../../src/features/compose/parts');
      await import('../../../src/features/compose/boxSaga');
      await import('../../../src/features/compose/sagas');
      await import('../../../src/features/compose/outbox/saga');
      await import('../../../src/features/compose/components/ComposeArea');
      expect(dispatchEveryPart(modules)).toEqual(NONE);
    }),
  );

  it(
    "the live notifications' reducer applies once the module declaring their actions loads, whichever loads it",
    isolated(async (modules) => {
      expect(dispatchEveryPart(modules)).toEqual(NONE);
      await import('../../../src/features/notifications/components/NotificationsBody');
      expect(dispatchEveryPart(modules)).toEqual({ ...NONE, live: true });
    }),
  );

  it(
    "the compose box's poll, media, quote, language, draft and outbox reducers apply once its feature loads",
    isolated(async (modules) => {
      const { fixtures, registry, events, language } = modules;
      const made = fixtures.makeTestStore({ api: fixtures.fakeApi() }, { auth: fixtures.signedInAuth('1') });
      made.runSaga(registry.lazyFeaturesSaga);
      made.store.dispatch(events.featureNeeded({ feature: 'composeBox' }));
      await until(() => {
        made.store.dispatch(language.languagesFetched([]));
        return !!made.store.getState().compose.instance_languages;
      });
      expect(dispatchEveryPart(modules)).toEqual({ ...NONE, ...everyComposePart });
    }),
  );

  it(
    'a draft kept on this device and the posts waiting to be sent reach the compose box at start-up',
    isolated(async ({ fixtures }) => {
      jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { createMemoryAccountDb } = await import('../../../src/db/memoryStore');
      const { composeSaga } = await import('../../../src/features/compose/sagas');
      const { dbHydrated } = await import('../../../src/db/actions');
      const { emptyEntities } = await import('../../../src/domain/importer/normalize');
      const db = createMemoryAccountDb('parts');
      await (await db.outbox()).queue(waiting('k1', 'later'), 'none');
      const made = fixtures.makeTestStore(
        { api: fixtures.fakeApi(), db },
        { auth: fixtures.signedInAuth('1') },
      );
      made.runSaga(composeSaga);
      made.store.dispatch(
        dbHydrated({ entities: emptyEntities(), timelines: {}, draft: draft('kept words'), settings: null }),
      );
      await until(() => {
        const { compose } = made.store.getState();
        return compose.text === 'kept words' && (compose.outbox?.length ?? 0) > 0;
      });
      expect(made.store.getState().compose).toMatchObject({
        text: 'kept words',
        outbox: [{ key: 'k1', text: 'later' }],
      });
      jest.restoreAllMocks();
    }),
  );

  it(
    "the live notifications' reducer applies once the notifications feature loads",
    isolated(async (modules) => {
      const { fixtures, registry, events } = modules;
      const made = fixtures.makeTestStore({ api: fixtures.fakeApi() }, { auth: fixtures.signedInAuth('1') });
      made.runSaga(registry.lazyFeaturesSaga);
      made.store.dispatch(events.nothingToShow());
      await until(() => {
        made.store.dispatch(topChanged(false));
        return made.store.getState().notifications.top === false;
      });
      expect(dispatchEveryPart(modules)).toEqual({ ...NONE, live: true });
    }),
  );
});

describe('one way to add reducer logic later', () => {
  const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) return sources(file);
      return /\.tsx?$/.test(name) ? [file] : [];
    });
  const src = path.join(__dirname, '../../../src');
  const texts = sources(src).map((file) => ({
    file: path.relative(src, file),
    text: readFileSync(file, 'utf8'),
  }));

  it('each slice the store starts with has one extension at most, and none is installed at import', () => {
    const declared = texts.flatMap(({ file, text }) =>
      [...text.matchAll(/(?:sliceExtension|extendStartingSlice)\(\s*'(\w+)'/g)].map((match) => ({
        file,
        key: match[1],
      })),
    );
    expect(declared.map(({ key }) => key).sort()).toEqual(['compose', 'notifications']);
    const atImport = texts.filter(({ text }) => /^(extendSlice|rootReducer\.inject)\(/m.test(text));
    expect(atImport.map(({ file }) => file)).toEqual([]);
  });
});
