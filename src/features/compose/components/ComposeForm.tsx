import { useId, useRef } from 'react';
import type { ClipboardEvent, FormEvent, KeyboardEvent, ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import type { Visibility } from '../../../api/entities';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { EmojiPickerButton } from '../../emoji';
import { type PickableEmoji } from '../../emoji/public';
import { insertEmoji } from '../autocomplete/token';
import { AutosuggestField } from './AutosuggestField';
import { countCharacters } from './countableText';

const messages = defineMessages<{
  placeholder: NoMessageValues;
  addCw: NoMessageValues;
  cw: NoMessageValues;
  cwPlaceholder: NoMessageValues;
  remaining: { count: number };
  over: { count: number };
  post: NoMessageValues;
  update: NoMessageValues;
}>({
  placeholder: { id: 'compose_form.placeholder', defaultMessage: "What's on your mind?" },
  addCw: { id: 'compose_form.spoiler.add', defaultMessage: 'Add content warning' },
  cw: { id: 'compose_form.spoiler_label', defaultMessage: 'Content warning' },
  cwPlaceholder: { id: 'compose_form.spoiler_placeholder', defaultMessage: 'Content warning (optional)' },
  remaining: {
    id: 'character_counter.remaining',
    defaultMessage: '{count, plural, one {# character left} other {# characters left}}',
  },
  over: {
    id: 'character_counter.over',
    defaultMessage: '{count, plural, one {# character over the limit} other {# characters over the limit}}',
  },
  post: { id: 'compose_form.publish', defaultMessage: 'Post' },
  update: { id: 'compose_form.save_changes', defaultMessage: 'Update' },
});

export const DEFAULT_MAX_CHARS = 500;

export interface ComposeValue {
  text: string;
  spoiler: boolean;
  spoilerText: string;
  visibility: Visibility;
}

export interface ComposeFormProps {
  value: ComposeValue;
  onChange: (change: Partial<ComposeValue>) => void;
  onSubmit: () => void;
  isSubmitting?: boolean;
  maxChars?: number;
  autoFocus?: boolean;
  /** Editing a published post: the submit saves it. */
  editing?: boolean;
  /** The content warning field is always open ("Always show the content warning field"): no toggle. */
  spoilerAlwaysShown?: boolean;
  /** Something the post waits for (an upload): the submit is off meanwhile. */
  blocked?: boolean;
  /** Nothing to post yet (no text, media or quote with a warning): Post is off. */
  empty?: boolean;
  /** What the post carries, below the text (media, a poll, a quote). */
  attachments?: ReactNode;
  /** First in the toolbar (adding media, a poll). */
  tools?: ReactNode;
  /** In the toolbar after the content-warning and emoji buttons (visibility and interactions, language). */
  moreTools?: ReactNode;
  onPaste?: (event: ClipboardEvent<Element>) => void;
}

/** Characters left: the text and, while shown, the content warning share the limit. */
export function remainingCharacters(value: ComposeValue, maxChars: number): number {
  return maxChars - countCharacters(value.text) - (value.spoiler ? countCharacters(value.spoilerText) : 0);
}

export function ComposeForm({
  value,
  onChange,
  onSubmit,
  isSubmitting = false,
  maxChars = DEFAULT_MAX_CHARS,
  autoFocus = false,
  editing = false,
  spoilerAlwaysShown = false,
  blocked = false,
  empty = false,
  attachments,
  tools,
  moreTools,
  onPaste,
}: ComposeFormProps) {
  const intl = useIntl();
  const counterId = useId();
  const remaining = remainingCharacters(value, maxChars);
  const canSubmit = !isSubmitting && !blocked && !empty && remaining >= 0;
  const textarea = useRef<HTMLTextAreaElement>(null);
  const insertPickedEmoji = (text: string, emoji: PickableEmoji) => {
    const caret = textarea.current?.selectionStart ?? value.text.length;
    const next = insertEmoji(value.text, caret, text, emoji.kind === 'custom');
    onChange({ text: next.text });
    requestAnimationFrame(() => {
      textarea.current?.focus();
      textarea.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const submit = () => {
    if (canSubmit) onSubmit();
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className="compose-form" onSubmit={handleSubmit} aria-busy={isSubmitting}>
      {value.spoiler && (
        <AutosuggestField
          as="input"
          className="compose-form__spoiler-input"
          aria-label={intl.formatMessage(messages.cw)}
          placeholder={intl.formatMessage(messages.cwPlaceholder)}
          value={value.spoilerText}
          onValueChange={(spoilerText) => onChange({ spoilerText })}
          onKeyDown={handleKeyDown}
        />
      )}
      <AutosuggestField
        as="textarea"
        fieldRef={textarea}
        className="compose-form__textarea"
        aria-label={intl.formatMessage(messages.placeholder)}
        aria-describedby={counterId}
        placeholder={intl.formatMessage(messages.placeholder)}
        value={value.text}
        onValueChange={(text) => onChange({ text })}
        onKeyDown={handleKeyDown}
        onPaste={onPaste}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only where the user asked to compose
        autoFocus={autoFocus}
        rows={5}
      />
      {attachments}
      <div className="compose-form__toolbar">
        {tools}
        {!spoilerAlwaysShown && (
          <button
            type="button"
            className="compose-form__icon-button"
            aria-label={intl.formatMessage(messages.addCw)}
            title={intl.formatMessage(messages.addCw)}
            aria-pressed={value.spoiler}
            onClick={() => onChange({ spoiler: !value.spoiler })}
          >
            <Icon id="warning" />
          </button>
        )}
        <EmojiPickerButton onPick={insertPickedEmoji} />
        {moreTools}
        <span
          id={counterId}
          className={remaining < 0 ? 'character-counter character-counter--over' : 'character-counter'}
        >
          <span aria-hidden="true">{remaining}</span>
          <span className="sr-only">
            {remaining >= 0
              ? intl.formatMessage(messages.remaining, { count: remaining })
              : intl.formatMessage(messages.over, { count: -remaining })}
          </span>
        </span>
        <Button type="submit" className="compose-form__publish" disabled={!canSubmit}>
          {intl.formatMessage(editing ? messages.update : messages.post)}
        </Button>
      </div>
    </form>
  );
}
