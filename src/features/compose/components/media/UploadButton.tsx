import { useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { selectInstance } from '../../../instance/public';
import { acceptOf, mediaLimitsOf } from '../../media/limits';
import { uploadRequested } from '../../media/mediaSlice';
import { MediaIcon } from './MediaIcons';

const messages = defineMessages({
  upload: { id: 'upload_button.label', defaultMessage: 'Add images, a video or an audio file' },
});

/** The toolbar's file picker: the types the server takes, several files at once. */
export function UploadButton() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const instance = useAppSelector(selectInstance);
  const input = useRef<HTMLInputElement>(null);
  const label = intl.formatMessage(messages.upload);
  return (
    <>
      <button
        type="button"
        className="compose-form__icon-button"
        aria-label={label}
        title={label}
        onClick={() => input.current?.click()}
      >
        <MediaIcon id="image" />
      </button>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={acceptOf(mediaLimitsOf(instance))}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so that picking the same file again is a change too.
          event.target.value = '';
          if (files.length > 0) dispatch(uploadRequested({ files }));
        }}
      />
    </>
  );
}
