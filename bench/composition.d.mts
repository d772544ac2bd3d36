// Types of bench/composition.mjs, for the tests that import it.
export interface ModuleBytes {
  module: string;
  bytes: number;
  gzipBytes: number;
}
export interface Composition {
  gzipBytes: number;
  chunks: { file: string; bytes: number; gzipBytes: number }[];
  duplicated: string[];
  modules: (ModuleBytes & { chunks: string[] })[];
}
export function moduleName(source: string | null): string;
export function attributeCode(code: string, map: string | object): Map<string, number>;
export function composition(distDir: string, files: string[]): Composition;
export function formatComposition(result: Composition, top?: number): string;
