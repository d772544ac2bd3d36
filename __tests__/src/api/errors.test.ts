import { plainServerWords } from '../../../src/api/serverWords';

describe("a server's own words for a refusal", () => {
  it.each([
    "Text can't be blank",
    'The post you are trying to reply to does not appear to exist.',
    'Validation failed: Poll options must be unique',
  ])('"%s" reads as a sentence for a person and is kept', (words) => {
    expect(plainServerWords(words)).toBe(words);
  });

  it.each([
    ['a token', 'The access token is invalid'],
    ['a status code', 'Error 422'],
    ['protocol words', 'HTTP Unprocessable Entity'],
    ['markup', '<h1>Bad</h1>'],
    ['code', 'undefined method `id` for nil'],
    ['JSON', '{"error":"x"}'],
    ['nothing', '   '],
    ['no letters', '!!!'],
    ['too long', 'word '.repeat(60)],
  ])('%s is never shown', (_what, words) => {
    expect(plainServerWords(words)).toBeNull();
  });

  it('no text is no words', () => {
    expect(plainServerWords(undefined)).toBeNull();
  });
});
