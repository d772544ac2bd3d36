import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import type { Status } from '../../../api/entities';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectTranslationLanguages } from '../../instance/public';
import { selectStatusRecord } from '../selectors';
import { localFieldsSet, menuActionRequested } from '../slice';
import { RichText } from './RichText';
import { SPACE } from '../../../ui/textPieces';

const messages = defineMessages<{
  translate: NoMessageValues;
  translatedFrom: { lang: string; provider: string };
  showOriginal: NoMessageValues;
}>({
  translate: { id: 'status.translate', defaultMessage: 'Translate' },
  translatedFrom: {
    id: 'status.translated_from_with',
    defaultMessage: 'Translated from {lang} using {provider}',
  },
  showOriginal: { id: 'status.show_original', defaultMessage: 'Show original' },
});

const base = (lang: string) => lang.split(/[-_]/)[0].toLowerCase();

/** Whether the instance's translator takes `from` to `to` (compared by their base language). */
export function canTranslate(languages: Record<string, string[]> | null, from: string, to: string): boolean {
  const targets = languages?.[base(from)] ?? languages?.[from];
  return Array.isArray(targets) && targets.some((lang) => base(lang) === base(to));
}

/** A language's name in the user's language ("German"), or its code where the browser has none. */
function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * "Translate" under a post written in another language than the interface's, where the instance
 * translates that pair; then the translation (sanitised as the content is) with its source and
 * "Show original". Its code loads with the first such post.
 */
export function StatusTranslation({ status }: { status: Status }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const from = status.language ?? '';
  const languages = useAppSelector(selectTranslationLanguages);
  const loaded = languages !== null;
  const available = canTranslate(languages, from, intl.locale);
  const translation = useAppSelector((state) => selectStatusRecord(state, status.id)?.translation);
  const { id } = status;
  useEffect(() => {
    if (!loaded) dispatch(menuActionRequested({ statusId: id, kind: 'translationLanguages' }));
  }, [loaded, dispatch, id]);

  if (translation) {
    return (
      <div className="status__translation" lang={translation.language}>
        <RichText
          html={translation.content}
          emojis={status.emojis}
          mentions={status.mentions}
          tags={status.tags}
          lang={translation.language}
          className="status__content__text"
        />
        <p className="status__translation-provider">
          {intl.formatMessage(messages.translatedFrom, {
            lang: languageName(translation.detected_source_language || from, intl.locale),
            provider: translation.provider,
          })}
          {SPACE}
          <button
            type="button"
            className="status__translate"
            onClick={() => dispatch(localFieldsSet({ statusId: status.id, translation: undefined }))}
          >
            {intl.formatMessage(messages.showOriginal)}
          </button>
        </p>
      </div>
    );
  }
  if (!available) return null;
  return (
    <button
      type="button"
      className="status__translate"
      onClick={() => dispatch(menuActionRequested({ statusId: status.id, kind: 'translate' }))}
    >
      {intl.formatMessage(messages.translate)}
    </button>
  );
}
