import { stableColumnKeys } from '../../../src/app/columnKeys';
import type { ColumnSetting } from '../../../src/features/settings/defaults';

const column = (id: ColumnSetting['id'], uuid: string, params?: Record<string, unknown>): ColumnSetting => ({
  id,
  uuid,
  ...(params && { params }),
});
const keysOf = (keyed: { key: string }[]) => keyed.map(({ key }) => key);

describe('the keys deck columns are drawn under', () => {
  it('a first deck is drawn under its uuids', () => {
    expect(keysOf(stableColumnKeys([], [column('COMPOSE', 'a'), column('HOME', 'b')]))).toEqual(['a', 'b']);
  });

  it('a column keeps its key while its uuid stays: moved, or its settings edited', () => {
    const first = stableColumnKeys([], [column('HOME', 'a'), column('HASHTAG', 'b', { tag: 'cats' })]);
    const edited = stableColumnKeys(first, [column('HASHTAG', 'b', { tag: 'dogs' }), column('HOME', 'a')]);
    expect(keysOf(edited)).toEqual(['b', 'a']);
  });

  it('the same columns under other uuids keep the keys they were drawn under, in any order', () => {
    const device = stableColumnKeys(
      [],
      [column('COMPOSE', 'a'), column('HOME', 'b'), column('NOTIFICATIONS', 'c')],
    );
    const account = stableColumnKeys(device, [
      column('NOTIFICATIONS', 'z'),
      column('COMPOSE', 'x'),
      column('HOME', 'y'),
    ]);
    expect(keysOf(account)).toEqual(['c', 'a', 'b']);
    expect(account.map(({ uuid }) => uuid)).toEqual(['z', 'x', 'y']);
    // And from then on, under their new uuids.
    expect(keysOf(stableColumnKeys(account, [column('HOME', 'y')]))).toEqual(['b']);
  });

  it('a column that shows something else is drawn under its own uuid; two alike get two keys', () => {
    const device = stableColumnKeys([], [column('HOME', 'a'), column('PUBLIC', 'b', { scope: 'local' })]);
    const account = stableColumnKeys(device, [
      column('PUBLIC', 'x', { scope: 'federated' }),
      column('HOME', 'y'),
      column('HOME', 'z'),
    ]);
    expect(keysOf(account)).toEqual(['x', 'a', 'z']);
  });
});
