/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

/*
 * One way to declare an action: the slice that reduces it declares it as a case of its `reducers`, and
 * RTK makes the creator. `createAction` is for the others: intents and outcomes only sagas handle, and
 * events more than one slice reduces (those shared across features live in src/domain or src/db), and
 * the intents of a lazily loaded feature, in its always-loaded `intents.ts` (what others may ask of it,
 * named by `store/lazyFeatures.ts` without loading the feature). It is written in a slice file, an
 * intents file or those two layers, and each action type is declared once.
 */

interface Source {
  file: string;
  text: string;
}

const DECLARED = /export const (\w+) = createAction(?:<[^(]*>)?\(\s*'([^']+)'/g;
const SHARED_LAYERS = /^src\/(domain|db)\//;

function reducedBy(name: string, sources: Source[]): string[] {
  const pattern = new RegExp(`addCase\\((?:\\w+\\.)?${name}\\b|\\b${name}\\.match\\(`);
  return sources.filter((s) => pattern.test(s.text)).map((s) => s.file);
}

function actionDeclarationProblems(sources: Source[]): string[] {
  const problems: string[] = [];
  const types = new Map<string, string>();
  for (const source of sources) {
    for (const [, name, type] of source.text.matchAll(DECLARED)) {
      const isSlice = /\bcreateSlice\(/.test(source.text) || source.file.endsWith('/intents.ts');
      if (!isSlice && !SHARED_LAYERS.test(source.file))
        problems.push(`${source.file}: ${name} is declared outside a slice file and the shared layers`);
      const reducers = reducedBy(name, sources);
      if (reducers.length === 1 && reducers[0] === source.file)
        problems.push(
          `${source.file}: ${name} is reduced only by its own slice: make it a case of its reducers`,
        );
      const previous = types.get(type);
      if (previous) problems.push(`${source.file}: the action type '${type}' is declared in ${previous} too`);
      types.set(type, source.file);
    }
  }
  return problems;
}

const SLICE_NAME = /createSlice\(\{\s*name: '([A-Za-z]+)'/g;
const QUOTED_TYPE = /(['"])([A-Za-z]+)\/([A-Za-z/]+)\1/g;

/** Whether the string at `index` is the type a `createAction(...)` declares, or a slice's `name`. */
function declares(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 400), index);
  const call = before.lastIndexOf('createAction');
  return (
    /name:\s*$/.test(before) || (call >= 0 && /^createAction(<[\s\S]*>)?\(\s*$/.test(before.slice(call)))
  );
}

/**
 * An action type is written once, where `createAction` or `createSlice` makes its creator; everywhere
 * else code names the creator (`take(x)`, `x.match(a)`, `isAnyOf(x)`), which the compiler checks. A
 * string that looks like a type of one of the app's slices (`'compose/submitted'`) is refused.
 */
function actionTypeStringProblems(sources: Source[]): string[] {
  const prefixes = new Set<string>();
  for (const source of sources) {
    for (const [, name] of source.text.matchAll(SLICE_NAME)) prefixes.add(name);
    for (const [, , type] of source.text.matchAll(DECLARED)) prefixes.add(type.split('/')[0]);
  }
  const problems: string[] = [];
  for (const source of sources)
    for (const match of source.text.matchAll(QUOTED_TYPE)) {
      const [, , prefix, rest] = match;
      if (prefixes.has(prefix) && !declares(source.text, match.index))
        problems.push(`${source.file}: '${prefix}/${rest}' names an action type by its string`);
    }
  return problems;
}

function sourcesUnder(root: string, dir: string): Source[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourcesUnder(root, rel);
    if (!/\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts')) return [];
    return [{ file: rel, text: fs.readFileSync(path.join(root, rel), 'utf8') }];
  });
}

describe('action declarations', () => {
  it('follow the one convention across src/', () => {
    const sources = sourcesUnder(path.resolve(__dirname, '../../..'), 'src');
    expect(sources.length).toBeGreaterThan(50);
    expect(actionDeclarationProblems(sources)).toEqual([]);
  });

  it('never name an action type by its string outside the creator that declares it', () => {
    const sources = sourcesUnder(path.resolve(__dirname, '../../..'), 'src');
    expect(actionTypeStringProblems(sources)).toEqual([]);
  });

  it('refuses an action type written as a string in a saga, a matcher or a type property', () => {
    const slice = {
      file: 'src/features/x/slice.ts',
      text: `export const poked = createAction<{ id: string }>('x/poked');
        createSlice({ name: 'y', reducers: { opened: () => {} } });`,
    };
    const saga = {
      file: 'src/features/z/sagas.ts',
      text: `yield* takeEvery(['x/poked', "y/opened"], f);
        const is = (a) => a.type === 'x/poked';
        put({ type: 'y/closed' });
        fetch('image/png'); const url = '/api/v1/x/poked';`,
    };
    expect(actionTypeStringProblems([slice, saga])).toEqual([
      "src/features/z/sagas.ts: 'x/poked' names an action type by its string",
      "src/features/z/sagas.ts: 'y/opened' names an action type by its string",
      "src/features/z/sagas.ts: 'x/poked' names an action type by its string",
      "src/features/z/sagas.ts: 'y/closed' names an action type by its string",
    ]);
  });

  it('refuses a createAction that only its own slice reduces', () => {
    const slice = {
      file: 'src/features/x/slice.ts',
      text: `export const toggled = createAction<{ id: string }>('x/toggled');
        createSlice({ name: 'x', extraReducers: (b) => b.addCase(toggled, () => {}) });`,
    };
    expect(actionDeclarationProblems([slice])).toEqual([
      'src/features/x/slice.ts: toggled is reduced only by its own slice: make it a case of its reducers',
    ]);
  });

  it('accepts one that other slices reduce, or that only sagas take', () => {
    const slice = {
      file: 'src/features/x/slice.ts',
      text: `export const opened = createAction('x/opened');
        export const fetchRequested = createAction('x/fetchRequested');
        createSlice({ name: 'x', extraReducers: (b) => b.addCase(opened, () => {}) });`,
    };
    const other = {
      file: 'src/features/y/slice.ts',
      text: 'createSlice({ extraReducers: (b) => b.addCase(opened, f) })',
    };
    expect(actionDeclarationProblems([slice, other])).toEqual([]);
  });

  it('refuses declarations outside slices and shared layers, and a type declared twice', () => {
    const saga = { file: 'src/features/x/sagas.ts', text: "export const poked = createAction('x/poked');" };
    const domain = { file: 'src/domain/events.ts', text: "export const again = createAction('x/poked');" };
    expect(actionDeclarationProblems([saga, domain])).toEqual([
      'src/features/x/sagas.ts: poked is declared outside a slice file and the shared layers',
      "src/domain/events.ts: the action type 'x/poked' is declared in src/features/x/sagas.ts too",
    ]);
  });
});
