import { pathForLayout, resolveLayout } from '../../../src/app/useLayout';

describe('layouts', () => {
  it('is mobile at a window width of 630 px or less, whatever the setting', () => {
    expect(resolveLayout('multi', true)).toBe('mobile');
    expect(resolveLayout('single', true)).toBe('mobile');
  });

  it('above 630 px it is single or multi-column by setting; auto picks the deck', () => {
    expect(resolveLayout('single', false)).toBe('single');
    expect(resolveLayout('multi', false)).toBe('multi');
    expect(resolveLayout('auto', false)).toBe('multi');
  });

  it('gives a wide touch-only screen the phone frame in "auto", and the chosen layout otherwise', () => {
    expect(resolveLayout('auto', false, true)).toBe('mobile');
    expect(resolveLayout('multi', false, true)).toBe('multi');
    expect(resolveLayout('single', false, true)).toBe('single');
  });

  it('adds the /deck prefix to every path in the multi-column layout', () => {
    expect(pathForLayout('/', 'multi')).toBe('/deck');
    expect(pathForLayout('/@alice/123', 'multi')).toBe('/deck/@alice/123');
    expect(pathForLayout('/deck/publish', 'multi')).toBe('/deck/publish');
  });

  it('drops the /deck prefix in the other layouts, and leaves look-alike paths alone', () => {
    expect(pathForLayout('/deck', 'single')).toBe('/');
    expect(pathForLayout('/deck/@alice', 'mobile')).toBe('/@alice');
    expect(pathForLayout('/deckchair', 'single')).toBe('/deckchair');
    expect(pathForLayout('/deckchair', 'multi')).toBe('/deck/deckchair');
  });
});
