import { compareIds, snowflakeId, sqlCursor, ID_LENGTH } from '../../server/ids';
import { expandRailsKeys } from '../../server/http/params';
import { countCharacters, renderText } from '../../server/text';
import { operationFor, schemaErrors } from './schema';

describe('ids (opaque strings, compared by length then lexically)', () => {
  test('compareIds orders by length first, then lexically, never as numbers', () => {
    expect(compareIds('9', '10')).toBe(-1);
    expect(compareIds('10', '9')).toBe(1);
    expect(compareIds('abc', 'abd')).toBe(-1);
    expect(compareIds('117000000000000001', '117000000000000001')).toBe(0);
    expect(['100', '99', '1000', '101'].sort(compareIds)).toEqual(['99', '100', '101', '1000']);
  });

  test('snowflake ids follow creation time, also for backdated rows', () => {
    const old = snowflakeId(Date.parse('2024-01-01T00:00:00Z'));
    const later = snowflakeId(Date.parse('2024-01-01T00:00:00.001Z'));
    const now = snowflakeId();
    expect(compareIds(old, later)).toBe(-1);
    expect(compareIds(later, now)).toBe(-1);
    expect(now).toHaveLength(ID_LENGTH);
    const sameMs = [snowflakeId(1_700_000_000_000), snowflakeId(1_700_000_000_000)];
    expect(compareIds(sameMs[0], sameMs[1])).toBe(-1);
  });

  test('backdated rows that come back to a millisecond used before never repeat an id there', () => {
    const a = Date.parse('2023-03-01T10:00:00Z');
    const b = a + 7;
    const ids = new Set<string>();
    // Interleaved as the seed makes them: the same few milliseconds, again and again.
    for (let i = 0; i < 2_000; i++) ids.add(snowflakeId(i % 2 ? a : b));
    expect(ids.size).toBe(2_000);
  });

  test('cursors of other lengths compare correctly in SQL', () => {
    expect(sqlCursor('5')).toBe('5'.padStart(ID_LENGTH, '0'));
    expect(sqlCursor('1'.repeat(25))).toBe('9'.repeat(ID_LENGTH));
    expect(sqlCursor('abc')).toBeUndefined();
  });
});

describe('Rails-style parameters', () => {
  test('bracketed keys become arrays and nested objects', () => {
    expect(
      expandRailsKeys({
        'media_ids[]': ['1', '2'],
        'poll[options][]': ['a', 'b'],
        'poll[expires_in]': '300',
        'id[]': '7',
        'data[home][last_read_id]': '9',
        status: 'hi',
      }),
    ).toEqual({
      media_ids: ['1', '2'],
      poll: { options: ['a', 'b'], expires_in: '300' },
      id: ['7'],
      data: { home: { last_read_id: '9' } },
      status: 'hi',
    });
  });
});

describe('text to HTML as Mastodon formats posts', () => {
  const options = {
    base: 'https://h.test',
    localDomain: 'h.test',
    mentions: [{ id: '1', username: 'alice' }],
  };

  test('paragraphs, line breaks, escaping, links, mentions, hashtags', () => {
    const html = renderText(
      'Hi @alice <b>&</b>\nsee https://example.com/x.\n\n#Coffee time @nobody',
      options,
    );
    expect(html).toBe(
      '<p>Hi <span class="h-card" translate="no"><a href="https://h.test/@alice" class="u-url mention">@<span>alice</span></a></span> &lt;b&gt;&amp;&lt;/b&gt;<br />' +
        'see <a href="https://example.com/x" target="_blank" rel="nofollow noopener" translate="no"><span class="invisible">https://</span><span class="">example.com/x</span><span class="invisible"></span></a>.</p>' +
        '<p><a href="https://h.test/tags/coffee" class="mention hashtag" rel="tag">#<span>Coffee</span></a> time @nobody</p>',
    );
  });

  test('URLs count as 23 characters', () => {
    expect(countCharacters(`a https://example.com/${'x'.repeat(100)}`)).toBe(25);
  });

  test('the rest counts in grapheme clusters: a family emoji, a flag, a combining accent are one each', () => {
    expect(countCharacters('👨‍👩‍👧‍👦')).toBe(1);
    expect(countCharacters('🇫🇷 e\u0301')).toBe(3);
  });
});

describe('schema helper', () => {
  test('rejects an answer missing required fields', () => {
    const op = operationFor('GET', '/api/v1/accounts/123')!;
    expect(op.template).toBe('/api/v1/accounts/{id}');
    expect(schemaErrors(op.validate!, { id: '1' })).toMatch(/must have required property/);
    expect(operationFor('GET', '/api/v1/accounts/verify_credentials')!.template).toBe(
      '/api/v1/accounts/verify_credentials',
    );
  });
});
