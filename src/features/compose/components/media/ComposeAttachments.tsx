import { defineMessages, useIntl } from 'react-intl';
import type { ComposeMedia } from '../../../../domain/composeDraft';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { Icon } from '../../../../ui/Icon';
import { safeHttpUrl } from '../../../../ui/safeUrl';
import { modalOpened } from '../../../modals/public';
import { mediaRemoved } from '../../media/mediaSlice';
import { composeChanged } from '../../slice';
import { MediaIcon } from './MediaIcons';

const messages = defineMessages({
  uploading: { id: 'upload_progress.label', defaultMessage: 'Uploading...' },
  processing: { id: 'upload_progress.processing', defaultMessage: 'Processing…' },
  edit: { id: 'upload_form.edit', defaultMessage: 'Edit' },
  remove: { id: 'upload_form.undo', defaultMessage: 'Delete' },
  sensitive: { id: 'compose_form.sensitive.hide', defaultMessage: 'Mark media as sensitive' },
  attachments: { id: 'upload_form.attachments', defaultMessage: 'Attachments' },
  noDescription: { id: 'upload_form.no_description', defaultMessage: 'No description added' },
});

/** A focal point (-1..1, y up) as a CSS position, so the thumbnail crops around it. */
export const objectPositionOf = (focus: ComposeMedia['focus']) =>
  focus
    ? `${((focus.x / 2 + 0.5) * 100).toFixed(0)}% ${((focus.y / -2 + 0.5) * 100).toFixed(0)}%`
    : undefined;

function Thumbnail({ media }: { media: ComposeMedia }) {
  const preview = safeHttpUrl(media.preview_url ?? (media.type === 'image' ? media.url : null));
  if (preview)
    return (
      <img
        className="compose-media__preview"
        src={preview}
        alt={media.description}
        style={{ objectPosition: objectPositionOf(media.focus) }}
      />
    );
  return (
    <span className="compose-media__placeholder">
      <MediaIcon
        id={media.type === 'audio' ? 'audio' : media.type === 'image' ? 'image' : 'video'}
        size={32}
      />
    </span>
  );
}

/**
 * Under the text box: the uploads under way with their progress, the attached media (preview, Edit
 * for the description and focal point, Delete) and, with media, the sensitive toggle.
 */
export function ComposeAttachments() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const media = useAppSelector((state) => state.compose.media);
  const uploads = useAppSelector((state) => state.compose.uploads ?? []);
  const sensitive = useAppSelector((state) => state.compose.sensitive);
  // A content warning over media makes them sensitive whatever the toggle says.
  const forced = useAppSelector(
    (state) =>
      state.compose.spoiler && state.compose.spoiler_text.trim() !== '' && state.compose.media.length > 0,
  );
  const sending = uploads.filter((upload) => !upload.saving);
  if (media.length === 0 && sending.length === 0) return null;
  return (
    <div className="compose-media">
      {sending.map((upload) => (
        <div key={upload.key} className="compose-media__upload">
          <span>{intl.formatMessage(messages.uploading)}</span>
          <progress max={100} value={upload.progress} aria-label={intl.formatMessage(messages.uploading)} />
          <span className="compose-media__percent">
            {intl.formatNumber(upload.progress / 100, { style: 'percent' })}
          </span>
        </div>
      ))}
      {media.length > 0 && (
        <ul className="compose-media__list" aria-label={intl.formatMessage(messages.attachments)}>
          {media.map((item) => (
            <li key={item.id} className="compose-media__item">
              <Thumbnail media={item} />
              {item.processing && (
                <span className="compose-media__processing" role="status">
                  {intl.formatMessage(messages.processing)}
                </span>
              )}
              {!item.processing && !item.description && (
                <span className="compose-media__no-alt">{intl.formatMessage(messages.noDescription)}</span>
              )}
              <div className="compose-media__actions">
                <button
                  type="button"
                  className="compose-media__button"
                  onClick={() =>
                    dispatch(modalOpened({ modalType: 'FOCAL_POINT', modalProps: { mediaId: item.id } }))
                  }
                >
                  <Icon id="edit" size={16} />
                  {intl.formatMessage(messages.edit)}
                </button>
                <button
                  type="button"
                  className="compose-media__button"
                  aria-label={intl.formatMessage(messages.remove)}
                  title={intl.formatMessage(messages.remove)}
                  onClick={() => dispatch(mediaRemoved({ id: item.id }))}
                >
                  <Icon id="close" size={16} />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {media.length > 0 && (
        <label className="compose-media__sensitive">
          <input
            type="checkbox"
            checked={sensitive || forced}
            disabled={forced}
            onChange={(event) =>
              dispatch(composeChanged({ field: 'sensitive', value: event.target.checked }))
            }
          />
          {intl.formatMessage(messages.sensitive)}
        </label>
      )}
    </div>
  );
}
