import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../../ui/Button';
import { Column } from '../../../ui/Column';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import { safeHttpUrl } from '../../../ui/safeUrl';
import { selectAccountById } from '../../accounts/public';
import {
  PROFILE_FIELD_COUNT,
  type ProfileField,
  type ProfileFields,
  type ProfileFiles,
} from '../profileForm';
import { profileEditIntents } from '../intents';
import { selectProfileEdit } from '../slice';

const fieldMessages = defineMessages<{ action: { field: string; action: string } }>({
  action: { id: 'edit_profile.field_action', defaultMessage: '{field}: {action}' },
});

const plain = defineMessages({
  title: { id: 'navigation_bar.edit_profile', defaultMessage: 'Edit profile' },
  displayName: { id: 'simple_form.labels.defaults.display_name', defaultMessage: 'Display name' },
  note: { id: 'simple_form.labels.defaults.note', defaultMessage: 'Bio' },
  avatar: { id: 'simple_form.labels.defaults.avatar', defaultMessage: 'Profile picture' },
  header: { id: 'simple_form.labels.defaults.header', defaultMessage: 'Header picture' },
  avatarPreview: { id: 'edit_profile.avatar_preview', defaultMessage: 'New profile picture' },
  headerPreview: { id: 'edit_profile.header_preview', defaultMessage: 'New header picture' },
  discoverable: {
    id: 'simple_form.labels.defaults.discoverable',
    defaultMessage: 'Feature profile and posts in discovery algorithms',
  },
  indexable: {
    id: 'simple_form.labels.defaults.indexable',
    defaultMessage: 'Include public posts in search results',
  },
  locked: { id: 'simple_form.labels.defaults.locked', defaultMessage: 'Require follow requests' },
  bot: { id: 'simple_form.labels.defaults.bot', defaultMessage: 'This is an automated account' },
  choose: { id: 'edit_profile.choose_image', defaultMessage: 'Choose a picture' },
  remove: { id: 'edit_profile.remove_image', defaultMessage: 'Remove' },
  fields: { id: 'edit_profile.fields', defaultMessage: 'Extra fields' },
  fieldName: { id: 'simple_form.labels.account.fields.name', defaultMessage: 'Label' },
  fieldValue: { id: 'simple_form.labels.account.fields.value', defaultMessage: 'Content' },
  save: { id: 'generic.save_changes', defaultMessage: 'Save changes' },
  saved: { id: 'generic.saved', defaultMessage: 'Saved' },
});

const counted = defineMessages<{
  fieldsHint: { count: number };
  fieldNameN: { n: number };
  fieldValueN: { n: number };
}>({
  fieldsHint: {
    id: 'edit_profile.fields_hint',
    defaultMessage: 'Up to {count} items shown as a table on your profile: a website, pronouns, anything.',
  },
  fieldNameN: { id: 'edit_profile.field_name', defaultMessage: 'Label {n}' },
  fieldValueN: { id: 'edit_profile.field_value', defaultMessage: 'Content {n}' },
});

/** The longest name or value of a field the server takes (Mastodon: 255 characters). */
const FIELD_MAX_LENGTH = 255;

const messages = { ...plain, ...counted };

const FLAGS = ['discoverable', 'indexable', 'locked', 'bot'] as const;

/** A picked picture shown before it is saved; the object URL lives as long as the pick. */
function usePreview(file: File | undefined) {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="profile-edit__error" role="alert">
      {errors.join(' ')}
    </p>
  );
}

function ImageField({
  name,
  label,
  previewLabel,
  file,
  current,
  errors,
  onPick,
}: {
  name: 'avatar' | 'header';
  label: MessageDescriptor;
  previewLabel: MessageDescriptor;
  file?: File;
  current: string | null;
  errors?: string[];
  onPick: (file: File | undefined) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreview(file);
  const shown = preview ?? (current && !current.endsWith('/missing.png') ? current : null);
  const title = intl.formatMessage(label);
  const choose = intl.formatMessage(messages.choose);
  return (
    <div className={`profile-edit__field profile-edit__image profile-edit__image--${name}`}>
      <span className="profile-edit__label" id={`${id}-label`}>
        {title}
      </span>
      {/* The picture the profile has now, or the one picked to replace it. */}
      <div
        className={`profile-edit__frame profile-edit__frame--${name}${name === 'avatar' && !preview ? ' profile-edit__current' : ''}`}
      >
        {shown && (
          <img
            src={shown}
            alt={preview ? intl.formatMessage(previewLabel) : ''}
            className={`profile-edit__preview profile-edit__preview--${name}`}
          />
        )}
      </div>
      <div className="profile-edit__image-actions">
        {/* The browser's own file control stays out of sight: the styled label opens it, and it keeps
            the focus (shown on the label) and the name for assistive technology. */}
        <input
          ref={input}
          id={id}
          name={name}
          type="file"
          className="profile-edit__file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          aria-label={intl.formatMessage(fieldMessages.action, { field: title, action: choose })}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? `${id}-error` : undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onPick(event.target.files?.[0])}
        />
        <label htmlFor={id} className="button button--secondary profile-edit__pick">
          {choose}
        </label>
        {file && (
          <Button
            variant="plain"
            aria-label={intl.formatMessage(fieldMessages.action, {
              field: title,
              action: intl.formatMessage(messages.remove),
            })}
            onClick={() => {
              if (input.current) input.current.value = '';
              onPick(undefined);
            }}
          >
            {intl.formatMessage(messages.remove)}
          </Button>
        )}
      </div>
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

/** The profile's four name/value pairs, as a table of inputs (Mastodon's "Extra fields"). */
function FieldRows({
  rows,
  errors,
  onChange,
}: {
  rows: ProfileField[];
  errors?: string[];
  onChange: (rows: ProfileField[]) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const set = (index: number, key: keyof ProfileField, value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  return (
    <fieldset className="profile-edit__fields" aria-describedby={`${id}-hint`}>
      <legend className="profile-edit__label">{intl.formatMessage(messages.fields)}</legend>
      <p id={`${id}-hint`} className="profile-edit__hint">
        {intl.formatMessage(messages.fieldsHint, { count: PROFILE_FIELD_COUNT })}
      </p>
      {rows.map((row, index) => (
        <div key={index} className="profile-edit__field-row">
          <input
            name={`fields_attributes[${index}][name]`}
            maxLength={FIELD_MAX_LENGTH}
            placeholder={intl.formatMessage(messages.fieldName)}
            aria-label={intl.formatMessage(messages.fieldNameN, { n: index + 1 })}
            value={row.name}
            onChange={(event) => set(index, 'name', event.target.value)}
          />
          <input
            name={`fields_attributes[${index}][value]`}
            maxLength={FIELD_MAX_LENGTH}
            placeholder={intl.formatMessage(messages.fieldValue)}
            aria-label={intl.formatMessage(messages.fieldValueN, { n: index + 1 })}
            value={row.value}
            onChange={(event) => set(index, 'value', event.target.value)}
          />
        </div>
      ))}
      <FieldErrors id={`${id}-error`} errors={errors} />
    </fieldset>
  );
}

function ProfileForm({ initial }: { initial: ProfileFields }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { isSaving, saved, errors, message } = useAppSelector(selectProfileEdit);
  const account = useAppSelector((state) => selectAccountById(state, state.auth.accountId ?? ''));
  const [fields, setFields] = useState(initial);
  const [files, setFiles] = useState<ProfileFiles>({});
  // Once saved, the picked pictures are the profile's own: the frames show them from the account.
  const [wasSaved, setWasSaved] = useState(saved);
  if (saved !== wasSaved) {
    setWasSaved(saved);
    if (saved) setFiles({});
  }
  const nameId = useId();
  const noteId = useId();
  const set = <K extends keyof ProfileFields>(key: K, value: ProfileFields[K]) =>
    setFields((previous) => ({ ...previous, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(profileEditIntents.saveRequested({ fields, files }));
  };
  const invalid = (field: string, id: string) =>
    errors[field]?.length ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
  const unnamed = Object.keys(errors).filter(
    (field) => !['display_name', 'note', 'avatar', 'header', 'fields', 'fields_attributes'].includes(field),
  );

  return (
    <form className="profile-edit" onSubmit={submit} noValidate>
      <div className="profile-edit__field">
        <label htmlFor={nameId}>{intl.formatMessage(messages.displayName)}</label>
        <input
          id={nameId}
          name="display_name"
          value={fields.display_name}
          onChange={(event) => set('display_name', event.target.value)}
          {...invalid('display_name', nameId)}
        />
        <FieldErrors id={`${nameId}-error`} errors={errors.display_name} />
      </div>
      <div className="profile-edit__field">
        <label htmlFor={noteId}>{intl.formatMessage(messages.note)}</label>
        <textarea
          id={noteId}
          name="note"
          rows={4}
          value={fields.note}
          onChange={(event) => set('note', event.target.value)}
          {...invalid('note', noteId)}
        />
        <FieldErrors id={`${noteId}-error`} errors={errors.note} />
      </div>
      <ImageField
        name="avatar"
        label={messages.avatar}
        previewLabel={messages.avatarPreview}
        file={files.avatar}
        current={account ? safeHttpUrl(account.avatar_static || account.avatar, window.location.href) : null}
        errors={errors.avatar}
        onPick={(avatar) => setFiles((previous) => ({ ...previous, avatar }))}
      />
      <ImageField
        name="header"
        label={messages.header}
        previewLabel={messages.headerPreview}
        file={files.header}
        current={account ? safeHttpUrl(account.header_static || account.header, window.location.href) : null}
        errors={errors.header}
        onPick={(header) => setFiles((previous) => ({ ...previous, header }))}
      />
      <FieldRows
        rows={fields.fields}
        errors={errors.fields ?? errors.fields_attributes}
        onChange={(rows) => set('fields', rows)}
      />
      {FLAGS.map((flag) => (
        <label key={flag} className="profile-edit__choice">
          <input
            type="checkbox"
            name={flag}
            checked={fields[flag]}
            onChange={(event) => set(flag, event.target.checked)}
          />
          {intl.formatMessage(messages[flag])}
        </label>
      ))}
      {(message && Object.keys(errors).length === 0) || unnamed.length > 0 ? (
        <p className="profile-edit__error" role="alert">
          {[message, ...unnamed.flatMap((field) => errors[field] ?? [])].filter(Boolean).join(' ')}
        </p>
      ) : null}
      <div className="profile-edit__actions">
        <Button type="submit" disabled={isSaving}>
          {intl.formatMessage(messages.save)}
        </Button>
        <span role="status" className="profile-edit__status">
          {saved ? intl.formatMessage(messages.saved) : ''}
        </span>
      </div>
    </form>
  );
}

function ProfileEditor() {
  const dispatch = useAppDispatch();
  const { source } = useAppSelector(selectProfileEdit);
  useEffect(() => {
    dispatch(profileEditIntents.loadRequested());
  }, [dispatch]);
  return source ? <ProfileForm initial={source} /> : <LoadingIndicator />;
}

/** /profile/edit: the signed-in user's name, bio, pictures and profile flags. */
export function ProfileEditPage() {
  const intl = useIntl();
  const signedIn = useAppSelector((state) => state.auth.signedIn);
  return (
    <Column title={intl.formatMessage(messages.title)} icon="edit">
      {signedIn ? <ProfileEditor /> : <LoadingIndicator />}
    </Column>
  );
}

export default ProfileEditPage;
