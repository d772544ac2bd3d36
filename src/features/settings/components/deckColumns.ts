import { randomId } from '../../../utils/uuid';
import type { ColumnSetting } from '../defaults';

/** Pure edits of the deck's `columns` setting; the result is dispatched as one settings change. */

export const addColumn = (
  columns: readonly ColumnSetting[],
  id: string,
  params?: Record<string, unknown>,
): ColumnSetting[] => [...columns, { id, uuid: randomId(), ...(params ? { params } : {}) }];

export const removeColumn = (columns: readonly ColumnSetting[], uuid: string): ColumnSetting[] =>
  columns.filter((column) => column.uuid !== uuid);

/** Moves a column one place left (-1) or right (+1); a move past either end changes nothing. */
export function moveColumn(columns: readonly ColumnSetting[], uuid: string, by: -1 | 1): ColumnSetting[] {
  const from = columns.findIndex((column) => column.uuid === uuid);
  const to = from + by;
  if (from < 0 || to < 0 || to >= columns.length) return [...columns];
  const next = [...columns];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

export const changeColumnParams = (
  columns: readonly ColumnSetting[],
  uuid: string,
  params: Record<string, unknown>,
): ColumnSetting[] =>
  columns.map((column) =>
    column.uuid === uuid ? { ...column, params: { ...column.params, ...params } } : column,
  );
