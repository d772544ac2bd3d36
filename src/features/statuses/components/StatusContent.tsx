import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { Status } from '../../../api/entities';
import { emojiMap, emojify } from './emojify';
import { RichText } from './RichText';
import { SPACE } from '../../../ui/textPieces';

const messages = defineMessages({
  showMore: { id: 'status.show_more', defaultMessage: 'Show more' },
  showLess: { id: 'status.show_less', defaultMessage: 'Show less' },
});

interface StatusContentProps {
  status: Status;
  /** Media, poll, quote: hidden with the text behind a content warning. */
  children?: ReactNode;
  hideQuoteInline?: boolean;
  /** Controlled: whether the content warning is open, kept by the caller (the store); else kept here. */
  expanded?: boolean;
  onToggleExpanded?: () => void;
}

/** The text of a post, behind its content warning when it has one. */
export function StatusContent({
  status,
  children,
  hideQuoteInline = false,
  expanded: controlled,
  onToggleExpanded,
}: StatusContentProps) {
  const intl = useIntl();
  const [local, setLocal] = useState(false);
  const expanded = controlled ?? local;
  const toggle = onToggleExpanded ?? (() => setLocal((value) => !value));
  const spoiler = status.spoiler_text?.trim() ?? '';
  const spoilerContent = useMemo(
    () => emojify(spoiler, emojiMap(status.emojis), 'cw'),
    [spoiler, status.emojis],
  );
  const hidden = spoiler !== '' && !expanded;

  return (
    <div className="status__content">
      {spoiler && (
        // The warning reads in its own direction; Show more, after it, follows it.
        <p className="status__spoiler" dir="auto">
          <span className="status__spoiler-text" lang={status.language ?? undefined}>
            {spoilerContent}
          </span>
          {SPACE}
          <button
            type="button"
            className="status__content__spoiler-link"
            aria-expanded={expanded}
            onClick={toggle}
          >
            {intl.formatMessage(expanded ? messages.showLess : messages.showMore)}
          </button>
        </p>
      )}
      {!hidden && (
        <>
          <RichText
            html={status.content}
            emojis={status.emojis}
            mentions={status.mentions}
            tags={status.tags}
            lang={status.language}
            className="status__content__text"
            hideQuoteInline={hideQuoteInline}
          />
          {children}
        </>
      )}
    </div>
  );
}
