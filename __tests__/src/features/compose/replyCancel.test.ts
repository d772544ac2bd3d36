import type { UnknownAction } from '@reduxjs/toolkit';
import { cancelReply } from '../../../../src/features/compose/components/cancelReply';
import {
  composeChanged,
  composeReducer,
  hasContent,
  makeInitialCompose,
  replyStarted,
  type ComposeState,
} from '../../../../src/features/compose/slice';

const replying = (text = '@alice@elsewhere.test ', spoilerText = 're: spoilers') =>
  composeReducer(
    makeInitialCompose(),
    replyStarted({ inReplyTo: '5', text, privacy: 'public', spoilerText, language: null }),
  );

const apply = (state: ComposeState, ...actions: (UnknownAction | 'cancel')[]) =>
  actions.reduce((current: ComposeState, action) => {
    if (action !== 'cancel') return composeReducer(current, action);
    const dispatched: UnknownAction[] = [];
    cancelReply((cancelling) => dispatched.push(cancelling), current);
    return dispatched.reduce(composeReducer, current);
  }, state);

describe('cancelling a reply', () => {
  it('takes out the mentions and the "re:" content warning the reply added while they are untouched', () => {
    const state = apply(replying(), 'cancel');
    expect(state.in_reply_to).toBeNull();
    expect(state.text).toBe('');
    expect(state.spoiler).toBe(false);
    expect(state.spoiler_text).toBe('');
    expect(hasContent(state)).toBe(false);
  });

  it('keeps what the user wrote: changed text and a changed content warning stay', () => {
    const state = apply(
      replying(),
      composeChanged({ field: 'text', value: '@alice@elsewhere.test my answer' }),
      composeChanged({ field: 'spoiler_text', value: 're: spoilers, and more' }),
      'cancel',
    );
    expect(state.in_reply_to).toBeNull();
    expect(state.text).toBe('@alice@elsewhere.test my answer');
    expect(state.spoiler).toBe(true);
    expect(state.spoiler_text).toBe('re: spoilers, and more');
  });

  it('leaves a content warning the user added to a reply that had none', () => {
    const state = apply(
      replying('@bob ', ''),
      composeChanged({ field: 'spoiler', value: true }),
      composeChanged({ field: 'spoiler_text', value: 'mine' }),
      'cancel',
    );
    expect(state.text).toBe('');
    expect(state.spoiler_text).toBe('mine');
    expect(state.spoiler).toBe(true);
  });
});

describe('something to post', () => {
  it('whitespace alone is nothing to post; text is', () => {
    const empty = makeInitialCompose();
    expect(hasContent(empty)).toBe(false);
    expect(hasContent(composeReducer(empty, composeChanged({ field: 'text', value: '   ' })))).toBe(false);
    expect(hasContent(composeReducer(empty, composeChanged({ field: 'text', value: 'hi' })))).toBe(true);
  });
});
