import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import { focusAt, focusMoved, focusPosition, type FocalPoint } from '../../media/focalPoint';

const messages = defineMessages<{
  point: { x: string; y: string };
  hint: NoMessageValues;
  keys: NoMessageValues;
}>({
  point: { id: 'upload_modal.focal_point', defaultMessage: 'Focal point ({x}, {y})' },
  hint: {
    id: 'upload_modal.hint',
    defaultMessage:
      'Click or drag the circle on the preview to choose the focal point which will always be in view on all thumbnails.',
  },
  keys: { id: 'upload_modal.hint_keys', defaultMessage: 'The arrow keys move it too.' },
});

/** The picture with its focal point: a click places it, the arrow keys move it. */
export function FocalPointPicker({
  src,
  focus,
  onChange,
}: {
  src: string;
  focus: FocalPoint | null;
  onChange: (focus: FocalPoint) => void;
}) {
  const intl = useIntl();
  const hintId = useId();
  const point = focus ?? { x: 0, y: 0 };
  return (
    <div className="focal-point">
      {/* The pointer's way to place the point; the keyboard's is the point itself (a button). */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        className="focal-point__area"
        onClick={(event) => {
          // Measured on the picture itself: the area may be wider than it.
          const image = event.currentTarget.querySelector('img') ?? event.currentTarget;
          onChange(focusAt(event.clientX, event.clientY, image.getBoundingClientRect()));
        }}
      >
        <img className="focal-point__image" src={src} alt="" draggable={false} />
        <button
          type="button"
          className="focal-point__reticle"
          style={focusPosition(focus)}
          aria-label={intl.formatMessage(messages.point, { x: point.x.toFixed(2), y: point.y.toFixed(2) })}
          aria-describedby={hintId}
          onClick={(event) => event.stopPropagation()}
          onKeyDown={(event) => {
            const moved = focusMoved(focus, event.key);
            if (!moved) return;
            event.preventDefault();
            onChange(moved);
          }}
        />
      </div>
      <p id={hintId} className="focal-point__hint">
        {intl.formatMessage(messages.hint)} {intl.formatMessage(messages.keys)}
      </p>
    </div>
  );
}
