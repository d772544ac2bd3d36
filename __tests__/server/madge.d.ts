// The part of madge's API the import-cycle test uses (madge ships no types).
declare module 'madge' {
  interface MadgeResult {
    circular(): string[][];
  }
  interface MadgeConfig {
    fileExtensions?: string[];
    tsConfig?: string;
    detectiveOptions?: Record<string, Record<string, boolean>>;
  }
  export default function madge(path: string | string[], config?: MadgeConfig): Promise<MadgeResult>;
}
