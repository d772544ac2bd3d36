import type { UnknownAction } from '@reduxjs/toolkit';
import { composeChanged, replyCancelled, type ComposeState } from '../slice';

/**
 * Cancelling a reply: the mentions and the content warning ("re: …") that starting it put in the box
 * go too, while they are as they were put there; whatever the user wrote stays.
 */
export function cancelReply(dispatch: (action: UnknownAction) => unknown, compose: ComposeState) {
  const prefill = compose.reply_prefill;
  if (prefill && compose.text === prefill.text) dispatch(composeChanged({ field: 'text', value: '' }));
  if (prefill && prefill.spoilerText !== '' && compose.spoiler_text === prefill.spoilerText) {
    dispatch(composeChanged({ field: 'spoiler_text', value: '' }));
    dispatch(composeChanged({ field: 'spoiler', value: false }));
  }
  dispatch(replyCancelled());
}
