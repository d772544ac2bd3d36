import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { PopoverLoading } from '../../../ui/PopoverLoading';
import { composeChanged } from '../slice';
import { NO_VALUE } from '../../../ui/textPieces';

// The list and the names of some 180 languages load with the first opening.
const LanguageList = lazy(() => import('./LanguageList').then((m) => ({ default: m.LanguageList })));

const messages = defineMessages({
  change: { id: 'compose.language.change', defaultMessage: 'Change language' },
});

/** The post's language, as its code; opens the searchable list of languages. */
export function LanguageButton() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const language = useAppSelector((state) => state.compose.language);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const label = intl.formatMessage(messages.change);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);
  const choose = useCallback(
    (code: string) => {
      dispatch(composeChanged({ field: 'language', value: code }));
      close(true);
    },
    [dispatch, close],
  );

  return (
    <>
      <button
        ref={button}
        type="button"
        className="compose-form__icon-button compose-language__button"
        title={label}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {/* Named by its content, so the code on it is part of its name. */}
        <span className="sr-only">{label} </span>
        {language ? language.toUpperCase() : NO_VALUE}
      </button>
      {open && (
        <Suspense fallback={<PopoverLoading anchor={button} />}>
          <LanguageList id={listId} value={language} onChoose={choose} onClose={close} anchor={button} />
        </Suspense>
      )}
    </>
  );
}
