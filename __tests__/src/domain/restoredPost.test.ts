import { restoredPostOf, withoutDoNotFederateMarker } from '../../../src/domain/restoredPost';
import { makeStatus } from '../fixtures';

describe('a post put back into the compose box', () => {
  it('redraft strips the do-not-federate eye marker from the end of the text', () => {
    expect(withoutDoNotFederateMarker('Only for us 👁️')).toBe('Only for us');
    expect(withoutDoNotFederateMarker('Only for us 👁')).toBe('Only for us');
    expect(withoutDoNotFederateMarker('Only for us 👁️\n')).toBe('Only for us');
    // An eye elsewhere is the user's own text.
    expect(withoutDoNotFederateMarker('👁️ see this')).toBe('👁️ see this');
    const status = makeStatus('5', { content: '<p>Only for us 👁️</p>' });
    expect(restoredPostOf(status, { text: 'Only for us 👁️' }).text).toBe('Only for us');
  });

  it('edit keeps the marker: it is what keeps the post local', () => {
    const status = makeStatus('5', { content: '<p>Only for us 👁️</p>' });
    expect(restoredPostOf(status, { text: 'Only for us 👁️' }, '5').text).toBe('Only for us 👁️');
  });

  it('restores media as attachments with their descriptions and focal points', () => {
    const status = makeStatus('5', {
      media_attachments: [
        {
          id: 'm1',
          type: 'image',
          url: 'https://x.test/a.png',
          preview_url: 'https://x.test/a-small.png',
          description: 'A cat',
          meta: { focus: { x: 0.5, y: -0.25 } },
        } as never,
      ],
    });
    expect(restoredPostOf(status, { text: 'x' }).media).toEqual([
      {
        id: 'm1',
        type: 'image',
        url: 'https://x.test/a.png',
        preview_url: 'https://x.test/a-small.png',
        description: 'A cat',
        focus: { x: 0.5, y: -0.25 },
      },
    ]);
  });
});
