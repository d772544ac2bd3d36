import { useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { Button } from '../../../../ui/Button';
import { safeHttpUrl } from '../../../../ui/safeUrl';
import { selectInstance } from '../../../instance/public';
import type { ModalComponentProps } from '../../../modals/public';
import type { FocalPoint } from '../../media/focalPoint';
import { mediaLimitsOf } from '../../media/limits';
import { mediaDescriptionSaveRequested, mediaThumbnailRequested } from '../../media/mediaSlice';
import { FocalPointPicker } from './FocalPointPicker';

const messages = defineMessages<{
  title: NoMessageValues;
  visual: NoMessageValues;
  hearing: NoMessageValues;
  remaining: { count: number };
  over: { count: number };
  thumbnail: NoMessageValues;
  cancel: NoMessageValues;
  done: NoMessageValues;
}>({
  title: { id: 'alt_text_modal.add_alt_text', defaultMessage: 'Add alt text' },
  visual: {
    id: 'alt_text_modal.describe_for_people_with_visual_impairments',
    defaultMessage: 'Describe this for people with visual impairments…',
  },
  hearing: {
    id: 'alt_text_modal.describe_for_people_with_hearing_impairments',
    defaultMessage: 'Describe this for people with hearing impairments…',
  },
  remaining: {
    id: 'character_counter.remaining',
    defaultMessage: '{count, plural, one {# character left} other {# characters left}}',
  },
  over: {
    id: 'character_counter.over',
    defaultMessage: '{count, plural, one {# character over the limit} other {# characters over the limit}}',
  },
  thumbnail: { id: 'alt_text_modal.change_thumbnail', defaultMessage: 'Change thumbnail' },
  cancel: { id: 'alt_text_modal.cancel', defaultMessage: 'Cancel' },
  done: { id: 'alt_text_modal.done', defaultMessage: 'Done' },
});

/**
 * An attachment's description (with its own counter, the server's description limit), its focal point
 * on a picture, and for a new post's video or audio the thumbnail. Done saves; Cancel leaves it as it was.
 */
export function MediaEditModal({ onClose, titleId, mediaId }: ModalComponentProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const fieldId = useId();
  const counterId = useId();
  const media = useAppSelector((state) => state.compose.media.find((item) => item.id === mediaId));
  const editing = useAppSelector((state) => state.compose.edited_status_id !== null);
  const { descriptionLimit } = mediaLimitsOf(useAppSelector(selectInstance));
  const [description, setDescription] = useState(media?.description ?? '');
  const [focus, setFocus] = useState<FocalPoint | null>(media?.focus ?? null);
  if (!media) return null;

  // Counted in code points, as the server counts a description.
  const remaining = descriptionLimit - Array.from(description).length;
  const picture = safeHttpUrl(media.type === 'image' ? (media.url ?? media.preview_url) : media.preview_url);
  const audible = media.type === 'audio' || media.type === 'video';
  return (
    <div className="modal compose-media-modal">
      <h2 id={titleId} className="modal__title">
        {intl.formatMessage(messages.title)}
      </h2>
      {media.type === 'image' && picture && (
        <FocalPointPicker src={picture} focus={focus} onChange={setFocus} />
      )}
      {media.type !== 'image' && picture && (
        <img className="compose-media-modal__preview" src={picture} alt="" />
      )}
      {audible && !editing && (
        <label className="compose-media-modal__thumbnail">
          {intl.formatMessage(messages.thumbnail)}
          <input
            type="file"
            accept="image/*"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) dispatch(mediaThumbnailRequested({ id: media.id, file }));
            }}
          />
        </label>
      )}
      <label htmlFor={fieldId} className="compose-media-modal__label">
        {intl.formatMessage(audible ? messages.hearing : messages.visual)}
      </label>
      <textarea
        id={fieldId}
        className="compose-form__textarea"
        value={description}
        aria-describedby={counterId}
        onChange={(event) => setDescription(event.target.value)}
        rows={4}
      />
      <p
        id={counterId}
        className={remaining < 0 ? 'character-counter character-counter--over' : 'character-counter'}
      >
        {remaining >= 0
          ? intl.formatMessage(messages.remaining, { count: remaining })
          : intl.formatMessage(messages.over, { count: -remaining })}
      </p>
      <div className="modal__actions">
        <Button variant="secondary" onClick={onClose}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <Button
          disabled={remaining < 0}
          onClick={() => {
            dispatch(mediaDescriptionSaveRequested({ id: media.id, description, focus }));
            onClose();
          }}
        >
          {intl.formatMessage(messages.done)}
        </Button>
      </div>
    </div>
  );
}
