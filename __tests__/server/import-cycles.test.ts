import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import madge from 'madge';

const ROOT = path.resolve(__dirname, '../..');

/**
 * The import cycles among the given files that exist at run time: `import type`, imports of types only
 * and `import()` load nothing when the module starts, so they do not count.
 */
async function runtimeCycles(dir: string, tsConfig?: string): Promise<string[][]> {
  const graph = await madge(dir, {
    fileExtensions: ['ts'],
    ...(tsConfig ? { tsConfig } : {}),
    detectiveOptions: { ts: { skipTypeImports: true, skipAsyncImports: true } },
  });
  return graph.circular();
}

describe('imports within the instance', () => {
  test('no module of server/ imports itself back at run time, directly or through others', async () => {
    expect(await runtimeCycles(path.join(ROOT, 'server'), path.join(ROOT, 'tsconfig.json'))).toEqual([]);
  }, 60_000);

  describe('the walk over the imports', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'cycles-'));
      const files: Record<string, string> = {
        'a.ts': "import { b } from './b';\nexport const a = () => b();\n",
        'b.ts': "import { a } from './a';\nexport const b = (): unknown => a;\n",
        'c.ts': "import type { D } from './d';\nexport type C = { d?: D };\n",
        'd.ts': "import { type C } from './c';\nexport type D = { c?: C };\n",
        'e.ts': "export const e = () => import('./f');\n",
        'f.ts': "import { e } from './e';\nexport const f = e;\n",
      };
      for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    test('finds a cycle of runtime imports, and only that one', async () => {
      expect(await runtimeCycles(dir)).toEqual([['a.ts', 'b.ts']]);
    });
  });
});
