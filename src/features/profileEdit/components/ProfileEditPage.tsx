import { useEffect, useId, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useLazyReducer } from '../../../store/lazyReducers';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { Column } from '../../../ui/Column';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import { safeHttpUrl } from '../../../ui/safeUrl';
import { selectAccountById } from '../../accounts';
import type { ProfileFields, ProfileFiles } from '../profileForm';
import {
  PROFILE_EDIT_KEY,
  profileEditReducer,
  profileLoadRequested,
  profileSaveRequested,
  selectProfileEdit,
} from '../slice';

const messages = defineMessages({
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
  save: { id: 'generic.save_changes', defaultMessage: 'Save changes' },
  saved: { id: 'generic.saved', defaultMessage: 'Saved' },
});

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
  const preview = usePreview(file);
  const shown = preview ?? current;
  return (
    <div className={`profile-edit__field profile-edit__image profile-edit__image--${name}`}>
      <label htmlFor={id}>{intl.formatMessage(label)}</label>
      {shown && (
        <img
          src={shown}
          alt={preview ? intl.formatMessage(previewLabel) : ''}
          className={`profile-edit__preview profile-edit__preview--${name}`}
        />
      )}
      <input
        id={id}
        name={name}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? `${id}-error` : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onPick(event.target.files?.[0])}
      />
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

function ProfileForm({ initial }: { initial: ProfileFields }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { isSaving, saved, errors, message } = useAppSelector(selectProfileEdit);
  const account = useAppSelector((state) => selectAccountById(state, state.auth.accountId ?? ''));
  const [fields, setFields] = useState(initial);
  const [files, setFiles] = useState<ProfileFiles>({});
  const nameId = useId();
  const noteId = useId();
  const set = <K extends keyof ProfileFields>(key: K, value: ProfileFields[K]) =>
    setFields((previous) => ({ ...previous, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(profileSaveRequested({ fields, files }));
  };
  const invalid = (field: string, id: string) =>
    errors[field]?.length ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
  const unnamed = Object.keys(errors).filter(
    (field) => !['display_name', 'note', 'avatar', 'header'].includes(field),
  );

  return (
    <form className="profile-edit" onSubmit={submit} noValidate>
      {account && (
        <div className="profile-edit__current">
          <Avatar account={account} size={48} />
        </div>
      )}
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
    dispatch(profileLoadRequested());
  }, [dispatch]);
  return source ? <ProfileForm initial={source} /> : <LoadingIndicator />;
}

/** /profile/edit: the signed-in user's name, bio, pictures and profile flags. */
export function ProfileEditPage() {
  const intl = useIntl();
  const ready = useLazyReducer(PROFILE_EDIT_KEY, profileEditReducer);
  const signedIn = useAppSelector((state) => state.auth.signedIn);
  return (
    <Column title={intl.formatMessage(messages.title)} icon="edit">
      {signedIn && ready ? <ProfileEditor /> : <LoadingIndicator />}
    </Column>
  );
}

export default ProfileEditPage;
