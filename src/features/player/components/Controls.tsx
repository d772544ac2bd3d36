import { useId, useState } from 'react';
import type { ChangeEvent, CSSProperties } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Icon } from '../../../ui/Icon';
import { messages } from '../messages';
import { formatTime } from '../usePlayback';
import type { PlayerVolume } from '../volume';
import { PLAYER_ICONS, type PlayerIconName } from './icons';

export function PlayerButton({
  label,
  icon,
  onClick,
  size = 24,
  className,
}: {
  label: string;
  icon: PlayerIconName;
  onClick: () => void;
  size?: number;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={className ? `player__button ${className}` : 'player__button'}
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <Icon id={PLAYER_ICONS[icon]} size={size} />
    </button>
  );
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.min(100, (part / whole) * 100) : 0);

/** The position: what is played, what is buffered, and a slider to move to any point. */
export function SeekBar({
  currentTime,
  duration,
  buffered,
  onSeek,
}: {
  currentTime: number;
  duration: number;
  buffered: number;
  onSeek: (seconds: number) => void;
}) {
  const intl = useIntl();
  return (
    <div className="player__seek">
      <div className="player__seek-track" aria-hidden="true">
        <div className="player__seek-buffered" style={{ width: `${percent(buffered, duration)}%` }} />
        <div className="player__seek-played" style={{ width: `${percent(currentTime, duration)}%` }} />
      </div>
      <input
        type="range"
        className="player__range player__seek-input"
        min={0}
        max={duration || 0}
        step="any"
        value={Math.min(currentTime, duration || 0)}
        aria-label={intl.formatMessage(messages.seek)}
        aria-valuetext={intl.formatMessage(messages.position, {
          current: formatTime(currentTime),
          total: formatTime(duration),
        })}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onSeek(Number(event.target.value))}
      />
    </div>
  );
}

/** Mute and the volume slider; the slider shows 0 while muted. */
export function VolumeControl({
  volume,
  onToggleMute,
  onChoose,
}: {
  volume: PlayerVolume;
  onToggleMute: () => void;
  onChoose: (value: number) => void;
}) {
  const intl = useIntl();
  const silent = volume.muted || volume.volume === 0;
  const shown = silent ? 0 : volume.volume;
  return (
    <div className="player__volume">
      <PlayerButton
        label={intl.formatMessage(silent ? messages.unmute : messages.mute)}
        icon={silent ? 'volumeOff' : 'volumeUp'}
        onClick={onToggleMute}
      />
      <input
        type="range"
        className="player__range player__volume-input"
        min={0}
        max={1}
        step={0.05}
        value={shown}
        style={{ '--player-volume': `${shown * 100}%` } as CSSProperties}
        aria-label={intl.formatMessage(messages.volume)}
        aria-valuetext={intl.formatNumber(shown, { style: 'percent', maximumFractionDigits: 0 })}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChoose(Number(event.target.value))}
      />
    </div>
  );
}

const timeMessages = defineMessages<{ shown: { current: string; total: string } }>({
  shown: { id: 'video.time_shown', defaultMessage: '{current} / {total}' },
});

export function TimeDisplay({ currentTime, duration }: { currentTime: number; duration: number }) {
  const intl = useIntl();
  return (
    <span className="player__time">
      {intl.formatMessage(timeMessages.shown, {
        current: formatTime(currentTime),
        total: formatTime(duration),
      })}
    </span>
  );
}

/** The attachment's description, behind an ALT button as Mastodon shows it. */
export function AltText({ description, lang }: { description: string; lang?: string | null }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!description) return null;
  return (
    <>
      <button
        type="button"
        className="player__alt-button"
        title={intl.formatMessage(messages.showDescription)}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((shown) => !shown)}
      >
        {intl.formatMessage(messages.alt)}
        <span className="sr-only"> {intl.formatMessage(messages.showDescription)}</span>
      </button>
      <p id={id} className="player__alt" hidden={!open} lang={lang ?? undefined}>
        {description}
      </p>
    </>
  );
}
