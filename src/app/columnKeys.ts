import type { ColumnSetting } from '../features/settings/defaults';

/** A deck column as React knows it: its setting's uuid, the key it is drawn under, and what it shows. */
export interface KeyedColumn {
  uuid: string;
  key: string;
  shows: string;
}

const showsOf = (column: ColumnSetting) => `${column.id} ${JSON.stringify(column.params ?? {})}`;

/**
 * The keys the deck's columns are drawn under. A column keeps its key while its uuid stays (its settings
 * edited, moved); a column new to the deck that shows what a column gone from it showed takes that
 * column's key. At start-up the deck kept on this device gives way to the account's own, the same
 * columns under other uuids: they are not drawn again (no reload, no lost scroll position or focus).
 */
export function stableColumnKeys(
  previous: readonly KeyedColumn[],
  columns: readonly ColumnSetting[],
): KeyedColumn[] {
  const uuids = new Set(columns.map((column) => column.uuid));
  const freed = previous.filter((column) => !uuids.has(column.uuid));
  const used = new Set<string>();
  return columns.map((column) => {
    const shows = showsOf(column);
    const kept = previous.find((before) => before.uuid === column.uuid);
    if (kept && !used.has(kept.key)) {
      used.add(kept.key);
      return { uuid: column.uuid, key: kept.key, shows };
    }
    const at = freed.findIndex((before) => before.shows === shows && !used.has(before.key));
    const key = at >= 0 ? freed.splice(at, 1)[0].key : column.uuid;
    used.add(key);
    return { uuid: column.uuid, key, shows };
  });
}
