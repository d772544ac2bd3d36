import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ClipboardEvent, DragEvent } from 'react';
import { featureNeeded } from '../../../domain/events';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectInstance } from '../../instance/public';
import { uploadRequested } from '../media/mediaSlice';
import { composeChanged, hasContent, mediaPending, submitRequested } from '../slice';
import { ComposeAttachments } from './media/ComposeAttachments';
import { UploadButton } from './media/UploadButton';
import { ComposeForm, DEFAULT_MAX_CHARS, type ComposeValue } from './ComposeForm';
import { LanguageButton } from '../language/LanguageButton';
import { PollButton } from '../poll/PollButton';
import { VisibilityButton } from './VisibilityButton';
import CurrentAccountBar from './CurrentAccountBar';
import { quoteUrlPasted } from '../quote/quoteReducer';
import { ContentTypePicker } from '../format/ContentTypePicker';
import { selectLocalSettings } from '../../settings/public';
import { replySelection } from './replySelection';
import { draftsRequested } from '../intents';
import { DraftsLink } from './drafts/DraftsLink';

// Shown only while replying: its code loads with the first reply.
const ReplyIndicator = lazy(() => import('./ReplyIndicator').then((m) => ({ default: m.ReplyIndicator })));
// Shown only for an edited or redrafted post.
const EditIndicator = lazy(() =>
  import(/* webpackChunkName: "post-menu" */ './EditIndicator').then((m) => ({ default: m.EditIndicator })),
);
// Shown only while posts wait to be sent.
const OutboxList = lazy(() => import('./outbox/OutboxList'));

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
  const { always_show_spoilers_field: spoilerAlwaysShown, preselect_on_reply: preselectOnReply } =
    useAppSelector(selectLocalSettings);

  const value = useMemo<ComposeValue>(
    () => ({
      text: compose.text,
      // Always shown, the field counts towards the limit and is sent whenever it holds a warning.
      spoiler: compose.spoiler || spoilerAlwaysShown,
      spoilerText: compose.spoiler_text,
      visibility: compose.privacy,
    }),
    [compose.text, compose.spoiler, compose.spoiler_text, compose.privacy, spoilerAlwaysShown],
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

  // The box's watchers (uploads, suggestions, its parts' draft changes) start once it is drawn.
  useEffect(() => {
    dispatch(featureNeeded({ feature: 'composeBox' }));
    // The Drafts link's count: the account's other drafts, kept current by the box's saga.
    dispatch(draftsRequested());
  }, [dispatch]);

  // A reply starts with the focus in the text box, the caret after the mentions; replying to several
  // people, the mentions after the first are selected (with "preselect_on_reply"), so typing drops them.
  const area = useRef<HTMLDivElement>(null);
  const replyingTo = compose.in_reply_to;
  useEffect(() => {
    if (!replyingTo) return;
    const textarea = area.current?.querySelector('textarea');
    if (!textarea) return;
    textarea.focus();
    const [start, end] = replySelection(textarea.value, preselectOnReply);
    textarea.setSelectionRange(start, end);
    // Only when a reply starts: a change of the preference leaves the text being written alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [replyingTo]);
  const editing = compose.edited_status_id;
  // The focus goes to the first option of a poll the user just added, not of one brought back.
  const [pollAddedHere, setPollAddedHere] = useState(false);
  const quoted = compose.quoted_status_id;
  const suggestion = compose.quote_suggestion;
  // A pasted link to a post is offered as the quote.
  const onQuotePaste = useCallback(
    (event: ClipboardEvent) => {
      const pasted = event.clipboardData.getData('text').trim();
      if (!quoted && /^https?:\/\/\S+$/.test(pasted)) dispatch(quoteUrlPasted({ url: pasted }));
    },
    [dispatch, quoted],
  );

  // Files dropped on the box or pasted into the text go the way of the picker's.
  const [dragging, setDragging] = useState(false);
  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');
  const onDragOver = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) dispatch(uploadRequested({ files }));
  };
  const onPaste = useCallback(
    (event: ClipboardEvent<Element>) => {
      const files = Array.from(event.clipboardData?.files ?? []);
      if (files.length === 0) return;
      event.preventDefault();
      dispatch(uploadRequested({ files }));
    },
    [dispatch],
  );

  return (
    <div
      ref={area}
      className={dragging ? 'compose-area compose-area--drop' : 'compose-area'}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      onPasteCapture={onQuotePaste}
    >
      <CurrentAccountBar />
      {replyingTo && (
        <Suspense fallback={null}>
          <ReplyIndicator statusId={replyingTo} />
        </Suspense>
      )}
      {editing && (
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
        spoilerAlwaysShown={spoilerAlwaysShown}
        blocked={mediaPending(compose)}
        empty={!hasContent(compose)}
        attachments={
          <>
            <ComposeAttachments />
            <Suspense fallback={null}>
              {compose.poll && <PollForm focusFirst={pollAddedHere} />}
              {quoted && <QuoteIndicator statusId={quoted} />}
              {!quoted && suggestion && <QuoteSuggestion statusId={suggestion.statusId} />}
            </Suspense>
          </>
        }
        tools={
          <>
            <UploadButton />
            <PollButton onAdded={() => setPollAddedHere(true)} />
          </>
        }
        moreTools={
          <>
            <VisibilityButton />
            <LanguageButton />
            <ContentTypePicker />
          </>
        }
        onPaste={onPaste}
      />
      <DraftsLink />
      {compose.outbox?.length ? (
        <Suspense fallback={null}>
          <OutboxList />
        </Suspense>
      ) : null}
    </div>
  );
}
