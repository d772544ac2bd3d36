import { createIntl } from 'react-intl';
import { columnShowing } from '../../../src/app/columnKinds';
import type { ColumnSetting } from '../../../src/features/settings/defaults';

const intl = createIntl({ locale: 'en', messages: {} });

const columns: ColumnSetting[] = [
  { id: 'COMPOSE', uuid: 'compose' },
  { id: 'HOME', uuid: 'home', params: { shows: { reblog: false } } },
  { id: 'NOTIFICATIONS', uuid: 'notifications' },
  { id: 'PUBLIC', uuid: 'local', params: { scope: 'local' } },
  { id: 'PUBLIC', uuid: 'federated-media', params: { onlyMedia: true } },
  { id: 'HASHTAG', uuid: 'photography', params: { tag: 'Photography' } },
  { id: 'HASHTAG', uuid: 'cats-or-dogs', params: { tag: 'cats', any: ['dogs'] } },
  { id: 'LIST', uuid: 'list', params: { id: '12', title: 'Friends' } },
  { id: 'DIRECT', uuid: 'direct' },
];

const showing = (path: string, among = columns) => columnShowing(path, among, intl)?.uuid ?? null;

describe('the deck column that already shows what an address names', () => {
  test('Home, Notifications, Private mentions, a public timeline, a hashtag and a list are their columns', () => {
    expect(showing('/home')).toBe('home');
    expect(showing('/notifications')).toBe('notifications');
    expect(showing('/conversations')).toBe('direct');
    expect(showing('/public/local')).toBe('local');
    expect(showing('/tags/photography')).toBe('photography');
    expect(showing('/tags/%23Photography')).toBe('photography');
    expect(showing('/lists/12')).toBe('list');
  });

  test('a place no column shows as it is opens elsewhere', () => {
    // The federated column shows media only; the hashtag column adds another tag.
    expect(showing('/public')).toBeNull();
    expect(showing('/tags/cats')).toBeNull();
    expect(showing('/lists/12/edit')).toBeNull();
    expect(showing('/lists/13')).toBeNull();
    expect(showing('/notifications/requests')).toBeNull();
    expect(showing('/public/remote')).toBeNull();
    expect(showing('/@alice')).toBeNull();
    expect(showing('/')).toBeNull();
    expect(showing('/notifications', [{ id: 'COMPOSE', uuid: 'compose' }])).toBeNull();
  });
});
