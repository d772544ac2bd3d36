import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../../ui/Button';
import { isRightToLeft } from '../../../ui/direction';
import type { ColumnSetting } from '../defaults';
import { selectColumns, selectSyncedSettings } from '../selectors';
import { settingChanged } from '../slice';
import { changeColumnParams, moveColumn, removeColumn } from './deckColumns';

const messages = defineMessages({
  moveLeft: { id: 'column_header.moveLeft_settings', defaultMessage: 'Move left' },
  moveRight: { id: 'column_header.moveRight_settings', defaultMessage: 'Move right' },
  remove: { id: 'column_header.unpin', defaultMessage: 'Remove column' },
  showBoosts: { id: 'home.column_settings.show_reblogs', defaultMessage: 'Show boosts' },
  showReplies: { id: 'home.column_settings.show_replies', defaultMessage: 'Show replies' },
  scope: { id: 'column_settings.public_scope', defaultMessage: 'Posts from' },
  local: { id: 'column_settings.scope_local', defaultMessage: 'This server' },
  remote: { id: 'column_settings.scope_remote', defaultMessage: 'Other servers' },
  federated: { id: 'column_settings.scope_all', defaultMessage: 'Everywhere' },
  onlyMedia: { id: 'community.column_settings.media_only', defaultMessage: 'Media only' },
  allowLocalOnly: {
    id: 'community.column_settings.allow_local_only',
    defaultMessage: 'Show local-only posts',
  },
  any: { id: 'hashtag.column_settings.tag_mode.any', defaultMessage: 'Any of these' },
  all: { id: 'hashtag.column_settings.tag_mode.all', defaultMessage: 'All of these' },
  none: { id: 'hashtag.column_settings.tag_mode.none', defaultMessage: 'None of these' },
  localOnly: { id: 'hashtag.column_settings.local_only', defaultMessage: 'Local only' },
  apply: { id: 'hashtag.column_settings.apply', defaultMessage: 'Apply' },
});

const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const tagList = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').join(', ') : '';
const splitTags = (value: string) =>
  value
    .split(/[\s,]+/)
    .map((t) => t.replace(/^#/, ''))
    .filter(Boolean);

function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="column-settings__row">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

function HashtagSettings({
  params,
  onChange,
}: {
  params: ColumnSetting['params'];
  onChange: (params: Record<string, unknown>) => void;
}) {
  const intl = useIntl();
  const [any, setAny] = useState(tagList(params?.any));
  const [all, setAll] = useState(tagList(params?.all));
  const [none, setNone] = useState(tagList(params?.none));
  // Tags are applied together: each change makes a new timeline, so not on every keystroke.
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onChange({ any: splitTags(any), all: splitTags(all), none: splitTags(none) });
  };
  return (
    <form className="column-settings__section" onSubmit={apply}>
      {(
        [
          [messages.any, any, setAny],
          [messages.all, all, setAll],
          [messages.none, none, setNone],
        ] as const
      ).map(([message, value, set]) => (
        <label key={message.id} className="column-settings__field">
          {intl.formatMessage(message)}
          <input type="text" value={value} onChange={(e) => set(e.target.value)} />
        </label>
      ))}
      <Button variant="secondary" type="submit">
        {intl.formatMessage(messages.apply)}
      </Button>
      <Checkbox
        label={intl.formatMessage(messages.localOnly)}
        checked={flag(params?.local, false)}
        onChange={(local) => onChange({ local })}
      />
    </form>
  );
}

/**
 * A deck column's settings: its own options by kind, and moving or removing it. Every
 * change is one `settings/changed` of `columns`, saved locally and synced by the settings saga.
 */
export function ColumnSettingsPanel({ uuid }: { uuid: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const columns = useAppSelector(selectColumns);
  const allowLocalOnly = useAppSelector(selectSyncedSettings).public.other.allowLocalOnly === true;
  const index = columns.findIndex((column) => column.uuid === uuid);
  // The deck's columns run from the right under right to left: Move left moves a column later there.
  const leftward: 1 | -1 = isRightToLeft() ? 1 : -1;
  const column = columns[index];
  if (!column) return null;
  const save = (value: ColumnSetting[]) => dispatch(settingChanged({ path: ['columns'], value }));
  const change = (params: Record<string, unknown>) => save(changeColumnParams(columns, uuid, params));
  const params = column.params;
  const shows = (params?.shows ?? {}) as Record<string, unknown>;
  const scope = typeof params?.scope === 'string' ? params.scope : 'federated';

  return (
    <div className="column-settings">
      {column.id === 'HOME' && (
        <div className="column-settings__section">
          <Checkbox
            label={intl.formatMessage(messages.showBoosts)}
            checked={flag(shows.reblog, true)}
            onChange={(reblog) => change({ shows: { ...shows, reblog } })}
          />
          <Checkbox
            label={intl.formatMessage(messages.showReplies)}
            checked={flag(shows.reply, true)}
            onChange={(reply) => change({ shows: { ...shows, reply } })}
          />
        </div>
      )}
      {column.id === 'PUBLIC' && (
        <div className="column-settings__section">
          <fieldset className="column-settings__scope">
            <legend>{intl.formatMessage(messages.scope)}</legend>
            {(['local', 'remote', 'federated'] as const).map((option) => (
              <label key={option} className="column-settings__row">
                <input
                  type="radio"
                  name={`scope-${uuid}`}
                  checked={scope === option}
                  onChange={() => change({ scope: option })}
                />
                {intl.formatMessage(messages[option])}
              </label>
            ))}
          </fieldset>
          <Checkbox
            label={intl.formatMessage(messages.onlyMedia)}
            checked={flag(params?.onlyMedia, false)}
            onChange={(onlyMedia) => change({ onlyMedia })}
          />
          {/* One synced setting for every federated timeline; the local one always shows them. */}
          {scope === 'federated' && (
            <Checkbox
              label={intl.formatMessage(messages.allowLocalOnly)}
              checked={allowLocalOnly}
              onChange={(value) =>
                dispatch(settingChanged({ path: ['public', 'other', 'allowLocalOnly'], value }))
              }
            />
          )}
        </div>
      )}
      {column.id === 'HASHTAG' && <HashtagSettings params={params} onChange={change} />}
      <div className="column-settings__deck">
        <Button
          variant="secondary"
          disabled={index === (leftward < 0 ? 0 : columns.length - 1)}
          onClick={() => save(moveColumn(columns, uuid, leftward))}
        >
          {intl.formatMessage(messages.moveLeft)}
        </Button>
        <Button
          variant="secondary"
          disabled={index === (leftward < 0 ? columns.length - 1 : 0)}
          onClick={() => save(moveColumn(columns, uuid, leftward === 1 ? -1 : 1))}
        >
          {intl.formatMessage(messages.moveRight)}
        </Button>
        <Button variant="secondary" onClick={() => save(removeColumn(columns, uuid))}>
          {intl.formatMessage(messages.remove)}
        </Button>
      </div>
    </div>
  );
}
