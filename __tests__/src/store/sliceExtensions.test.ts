import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { OutboxEntry } from '../../../src/db/types';

/**
 * Reducer logic loaded later for `state.compose` is installed by the module that declares its actions,
 * as it loads; that of `state.notifications` by what loads the code that dispatches its actions, never
 * by a module being imported. Each test starts from fresh modules: the root reducer is one per page, so
 * what an earlier test installed would hide a fault.
 */

const until = async (check: () => boolean) => {
  for (let i = 0; i < 400 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
};

const fresh = async () => ({
  fixtures: await import('../fixtures'),
  registry: await import('../../../src/store/lazyFeatures'),
  events: await import('../../../src/domain/events'),
});

type Modules = Awaited<ReturnType<typeof fresh>>;

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

/**
 * Each compose part's action, by its type: dispatching it needs none of the part's modules, so a test
 * sees which parts importing a module installed.
 */
const PART_ACTIONS = {
  // First: a draft never overwrites a box already in use.
  draftRestore: { type: 'compose/draftRestored', payload: draft('restored words') },
  poll: { type: 'compose/poll/added', payload: { idempotencyKey: 'key-1' } },
  media: { type: 'compose/uploadStarted', payload: { key: 'upload-1' } },
  quote: { type: 'compose/quote/suggested', payload: { statusId: '9', url: 'https://example.test/@a/9' } },
  language: { type: 'compose/languages/fetched', payload: ['en', 'fr'] },
  outbox: {
    type: 'compose/outboxChanged',
    payload: [{ key: 'k1', text: 'later', spoilerText: '', createdAt: 1, state: 'waiting' }],
  },
};

/** The modules that declare each compose part's actions. */
const PART_MODULES = {
  draftRestore: () => import('../../../src/features/compose/draftRestoreSlice'),
  poll: () => import('../../../src/features/compose/poll/pollReducer'),
  media: () => import('../../../src/features/compose/media/mediaSlice'),
  quote: () => import('../../../src/features/compose/quote/quoteReducer'),
  language: () => import('../../../src/features/compose/language/languageReducer'),
  outbox: () => import('../../../src/features/compose/outbox/slice'),
  drafts: () => import('../../../src/features/compose/drafts/draftsSlice'),
};

/** Every part's action once, and what each leaves in the store when its reducer is installed. */
/** The live updates' action, by its type: dispatching it loads none of their modules. */
const topChanged = (top: boolean) => ({ type: 'notifications/topChanged', payload: top });

function dispatchEveryPart({ fixtures }: Modules) {
  const { store } = fixtures.makeTestStore({ api: fixtures.fakeApi() }, { auth: fixtures.signedInAuth('1') });
  Object.values(PART_ACTIONS).forEach((action) => store.dispatch(action));
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
    "the live notifications' reducer applies once the module declaring their actions loads, whichever loads it",
    isolated(async (modules) => {
      expect(dispatchEveryPart(modules)).toEqual(NONE);
      await import('../../../src/features/notifications/components/NotificationsBody');
      expect(dispatchEveryPart(modules)).toEqual({ ...NONE, live: true });
    }),
  );

  it(
    "the compose box's parts are not in the store before the modules declaring their actions load",
    isolated(async (modules) => {
      await import('../../../src/features/compose/sagas');
      await import('../../../src/features/compose/slice');
      expect(dispatchEveryPart(modules)).toEqual(NONE);
    }),
  );

  it.each(Object.keys(PART_ACTIONS) as (keyof typeof PART_ACTIONS)[])(
    "importing the module that declares the %s part's actions installs its reducer, and its alone",
    (part) =>
      isolated(async (modules) => {
        const declared = await PART_MODULES[part]();
        // The actions dispatched by type here are the module's own.
        const types = Object.values(declared).flatMap((value) =>
          typeof value === 'function' && 'type' in value ? [String(value.type)] : [],
        );
        expect(types).toContain(PART_ACTIONS[part].type);
        expect(dispatchEveryPart(modules)).toEqual({ ...NONE, [part]: true });
      })(),
  );

  it(
    "the compose box's parts add up: each module's reducer runs after the core compose reducer",
    isolated(async (modules) => {
      for (const load of Object.values(PART_MODULES)) await load();
      expect(dispatchEveryPart(modules)).toEqual({ ...NONE, ...everyComposePart });
      const { fixtures } = modules;
      const { composeChanged } = await import('../../../src/features/compose/slice');
      const { draftsListed } = await import('../../../src/features/compose/drafts/draftsSlice');
      const { store } = fixtures.makeTestStore(
        { api: fixtures.fakeApi() },
        { auth: fixtures.signedInAuth('1') },
      );
      store.dispatch(composeChanged({ field: 'text', value: 'typed' }));
      store.dispatch(draftsListed([]));
      expect(store.getState().compose).toMatchObject({ text: 'typed', drafts: [] });
    }),
  );

  it(
    'adding the same part again changes nothing: its reducer runs once per action',
    isolated(async ({ fixtures }) => {
      const { extendStartingSlice } = await import('../../../src/store/feature');
      const { makeInitialCompose } = await import('../../../src/features/compose/slice');
      const seen: string[] = [];
      const counting = (state = makeInitialCompose(), action: { type: string }) => {
        if (action.type === 'test/counted') seen.push(action.type);
        return state;
      };
      extendStartingSlice('compose', counting);
      extendStartingSlice('compose', counting);
      const { store } = fixtures.makeTestStore(
        { api: fixtures.fakeApi() },
        { auth: fixtures.signedInAuth('1') },
      );
      store.dispatch({ type: 'test/counted' });
      expect(seen).toEqual(['test/counted']);
    }),
  );

  it(
    'a draft kept on this device and the posts waiting to be sent reach the compose box at start-up',
    isolated(async ({ fixtures, registry }) => {
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
      made.runSaga(registry.lazyFeaturesSaga);
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

  it('reducer logic loaded later joins a starting slice through its one extension point alone', () => {
    const extending = texts.flatMap(({ file, text }) =>
      [...text.matchAll(/extendStartingSlice\(\s*'(\w+)'/g)].map((match) => `${match[1]}: ${file}`),
    );
    expect(extending.sort()).toEqual([
      'compose: features/compose/draftRestoreSlice.ts',
      'compose: features/compose/drafts/draftsSlice.ts',
      'compose: features/compose/language/languageReducer.ts',
      'compose: features/compose/media/mediaSlice.ts',
      'compose: features/compose/outbox/slice.ts',
      'compose: features/compose/poll/pollReducer.ts',
      'compose: features/compose/quote/quoteReducer.ts',
      'notifications: features/notifications/liveSlice.ts',
    ]);
    // Nothing else injects into the root reducer by hand.
    const byHand = texts.filter(
      ({ file, text }) => file !== 'store/feature.ts' && /rootReducer\.inject\(|\bextendSlice\(/.test(text),
    );
    expect(byHand.map(({ file }) => file)).toEqual([]);
  });
});
