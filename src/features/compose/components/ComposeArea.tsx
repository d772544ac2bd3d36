import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
} from 'react';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectInstance } from '../../instance';
import { composeChanged, submitRequested } from '../slice';
import { ComposeForm, DEFAULT_MAX_CHARS, type ComposeValue } from './ComposeForm';
import { LanguageButton } from '../language/LanguageButton';
import { PollButton } from '../poll/PollButton';
import { QuotePolicyPicker } from '../quote/QuotePolicyPicker';
import { quoteUrlPasted } from '../quote/quoteReducer';

// Shown only while replying: its code loads with the first reply.
const ReplyIndicator = lazy(() => import('./ReplyIndicator').then((m) => ({ default: m.ReplyIndicator })));
// Shown only for an edited or redrafted post.
const EditIndicator = lazy(() =>
  import(/* webpackChunkName: "post-menu" */ './EditIndicator').then((m) => ({ default: m.EditIndicator })),
);

// The editors of what a post carries load once there is one.
const PollForm = lazy(() => import('../poll/PollForm').then((m) => ({ default: m.PollForm })));
const QuoteIndicator = lazy(() =>
  import('../quote/QuoteIndicator').then((m) => ({ default: m.QuoteIndicator })),
);
const QuoteSuggestion = lazy(() =>
  import('../quote/QuoteSuggestion').then((m) => ({ default: m.QuoteSuggestion })),
);

/** The compose form bound to the compose state; submitting is the compose saga's work. */
export function ComposeArea() {
  const dispatch = useAppDispatch();
  const compose = useAppSelector((state) => state.compose);
  const instance = useAppSelector(selectInstance);
  const maxChars = instance?.configuration?.statuses?.max_characters ?? DEFAULT_MAX_CHARS;

  const value = useMemo<ComposeValue>(
    () => ({
      text: compose.text,
      spoiler: compose.spoiler,
      spoilerText: compose.spoiler_text,
      visibility: compose.privacy,
    }),
    [compose.text, compose.spoiler, compose.spoiler_text, compose.privacy],
  );

  const onChange = useCallback(
    (change: Partial<ComposeValue>) => {
      if (change.text !== undefined) dispatch(composeChanged({ field: 'text', value: change.text }));
      if (change.spoiler !== undefined) dispatch(composeChanged({ field: 'spoiler', value: change.spoiler }));
      if (change.spoilerText !== undefined)
        dispatch(composeChanged({ field: 'spoiler_text', value: change.spoilerText }));
      if (change.visibility !== undefined)
        dispatch(composeChanged({ field: 'privacy', value: change.visibility }));
    },
    [dispatch],
  );
  const onSubmit = useCallback(() => {
    dispatch(submitRequested());
  }, [dispatch]);

  // A reply starts with the focus in the text box, the caret after the mentions.
  const area = useRef<HTMLDivElement>(null);
  const replyingTo = compose.in_reply_to;
  useEffect(() => {
    if (!replyingTo) return;
    const textarea = area.current?.querySelector('textarea');
    if (!textarea) return;
    textarea.focus();
    textarea.setSelectionRange(textarea.value.length, textarea.value.length);
  }, [replyingTo]);
  const editing = compose.edited_status_id;
  // The focus goes to the first option of a poll the user just added, not of one brought back.
  const [pollAddedHere, setPollAddedHere] = useState(false);
  const quoted = compose.quoted_status_id;
  const suggestion = compose.quote_suggestion;
  const onPaste = useCallback(
    (event: ClipboardEvent) => {
      const pasted = event.clipboardData.getData('text').trim();
      if (!quoted && /^https?:\/\/\S+$/.test(pasted)) dispatch(quoteUrlPasted({ url: pasted }));
    },
    [dispatch, quoted],
  );

  return (
    <div ref={area} onPasteCapture={onPaste}>
      {replyingTo && (
        <Suspense fallback={null}>
          <ReplyIndicator statusId={replyingTo} />
        </Suspense>
      )}
      {(editing || compose.media.length > 0) && (
        <Suspense fallback={null}>
          <EditIndicator />
        </Suspense>
      )}
      <ComposeForm
        value={value}
        onChange={onChange}
        onSubmit={onSubmit}
        isSubmitting={compose.is_submitting}
        maxChars={maxChars}
        editing={editing !== null}
        attachments={
          <Suspense fallback={null}>
            {compose.poll && <PollForm focusFirst={pollAddedHere} />}
            {quoted && <QuoteIndicator statusId={quoted} />}
            {!quoted && suggestion && <QuoteSuggestion statusId={suggestion.statusId} />}
          </Suspense>
        }
        tools={
          <>
            <PollButton onAdded={() => setPollAddedHere(true)} />
            <LanguageButton />
            <QuotePolicyPicker />
          </>
        }
      />
    </div>
  );
}
