import { emojiIntents } from '../../../../src/features/emoji/intents';
import '../../../../src/features/emoji/slice';
import { handlers } from '../../../../src/features/emoji/workers';
import { LAZY_FEATURES } from '../../../../src/store/lazyFeatures';
import { makeTestStore } from '../../fixtures';

describe('the emoji feature', () => {
  it("is asked for by its own intent, which no longer loads the compose box's code", () => {
    const asked = emojiIntents.dataRequested({ locale: 'fr' });
    expect(LAZY_FEATURES.emoji.intents?.(asked)).toBe(true);
    expect(LAZY_FEATURES.composeBox.intents?.(asked)).toBe(false);
    expect(Object.keys(handlers)).toEqual(Object.keys(emojiIntents));
  });

  it('keeps the locale asked for last in its slice, in the store once its module loaded', () => {
    const { store } = makeTestStore();
    expect(store.getState().emoji).toEqual({ locale: null });
    store.dispatch(emojiIntents.dataRequested({ locale: 'fr' }));
    expect(store.getState().emoji).toEqual({ locale: 'fr' });
  });
});
