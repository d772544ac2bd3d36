import { useId, type ReactNode } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Column } from '../../../ui/Column';
import { PushPreferences } from '../../push';
import type { LocalSettings } from '../defaults';
import { selectLocalSettings } from '../selectors';
import { localSettingChanged, settingChanged } from '../slice';
import { NotificationPreferences } from './NotificationPreferences';
import { offeredPostFormats } from '../../../domain/postFormats';
import { selectInstance } from '../../instance/public';
import { quotePolicyMessages, visibilityMessages } from '../../../ui/visibilityWords';
import {
  BROWSER_LANGUAGE,
  browserLanguages,
  negotiateLanguage,
  shippedLanguages,
} from '../../../domain/interfaceLanguage';
import { ownName } from '../../../domain/languageNames';

const linkMessages = defineMessages({
  filters: { id: 'navigation_bar.filters', defaultMessage: 'Muted words' },
});

const languageMessages = defineMessages<{ browser: { language: string } }>({
  browser: { id: 'preferences.interface_language.browser', defaultMessage: 'As the browser ({language})' },
});

const messages = defineMessages({
  title: { id: 'column.preferences', defaultMessage: 'Preferences' },
  appearance: { id: 'preferences.appearance', defaultMessage: 'Appearance' },
  posting: { id: 'preferences.posting', defaultMessage: 'Posting' },
  reading: { id: 'preferences.reading', defaultMessage: 'Reading' },
  notifications: { id: 'preferences.notifications', defaultMessage: 'Notifications' },
  boostModal: { id: 'preferences.boost_modal', defaultMessage: 'Confirm before boosting' },
  favouriteModal: { id: 'preferences.favourite_modal', defaultMessage: 'Confirm before favoriting' },
  layout: { id: 'preferences.layout', defaultMessage: 'Layout' },
  layoutAuto: { id: 'preferences.layout.auto', defaultMessage: 'Automatic: columns on a wide screen' },
  layoutSingle: { id: 'preferences.layout.single', defaultMessage: 'Single column' },
  layoutMulti: { id: 'preferences.layout.multi', defaultMessage: 'Multiple columns' },
  theme: { id: 'preferences.theme', defaultMessage: 'Theme' },
  themeSystem: { id: 'preferences.theme.system', defaultMessage: 'As the system' },
  themeLight: { id: 'preferences.theme.light', defaultMessage: 'Light' },
  themeDark: { id: 'preferences.theme.dark', defaultMessage: 'Dark' },
  reduceMotion: { id: 'preferences.reduce_motion', defaultMessage: 'Reduce motion in animations' },
  stretch: { id: 'preferences.stretch', defaultMessage: 'Stretch columns to fill the window' },
  mediaDisplay: { id: 'preferences.media_display', defaultMessage: 'Media display' },
  mediaDefault: { id: 'preferences.media_display.default', defaultMessage: 'Hide media marked as sensitive' },
  mediaShowAll: { id: 'preferences.media_display.show_all', defaultMessage: 'Always show media' },
  mediaHideAll: { id: 'preferences.media_display.hide_all', defaultMessage: 'Always hide media' },
  autoplayGifs: { id: 'preferences.autoplay_gifs', defaultMessage: 'Autoplay animated GIFs' },
  privacy: { id: 'preferences.default_privacy', defaultMessage: 'Posting visibility' },
  language: { id: 'preferences.default_language', defaultMessage: 'Posting language' },
  interfaceLanguage: { id: 'preferences.interface_language', defaultMessage: 'Interface language' },
  quotePolicy: { id: 'preferences.default_quote_policy', defaultMessage: 'Who can quote your posts' },
  threaded: {
    id: 'preferences.threaded_mode',
    defaultMessage: 'Threaded mode: after posting, the next post replies to it',
  },
  prependRe: {
    id: 'preferences.prepend_cw_re',
    defaultMessage: 'Prefix the content warning of a reply with "re: "',
  },
  defaultSensitive: { id: 'preferences.default_sensitive', defaultMessage: 'Always mark media as sensitive' },
  publishedToast: { id: 'preferences.show_published_toast', defaultMessage: 'Say when a post is published' },
  expandSpoilers: {
    id: 'preferences.expand_spoilers',
    defaultMessage: 'Always expand posts marked with content warnings',
  },
  spoilerAutoHide: {
    id: 'preferences.spoiler_auto_hide',
    defaultMessage: 'Keep closed the content warnings that match this regular expression',
  },
  spoilerAutoHideHint: {
    id: 'preferences.spoiler_auto_hide.hint',
    defaultMessage:
      'Upper and lower case alike. Even with the setting above on, a warning that matches stays closed until opened; an expression that is not valid keeps every warning closed.',
  },
  alwaysShowSpoiler: {
    id: 'preferences.always_show_spoilers_field',
    defaultMessage: 'Always show the content warning field',
  },
  preselectOnReply: {
    id: 'preferences.preselect_on_reply',
    defaultMessage: 'Replying to several people, select the mentions after the first',
  },
  contentType: { id: 'preferences.default_content_type', defaultMessage: 'Posting format' },
  'text/plain': { id: 'compose.content_type.plain', defaultMessage: 'Plain text' },
  'text/markdown': { id: 'compose.content_type.markdown', defaultMessage: 'Markdown' },
  'text/html': { id: 'compose.content_type.html', defaultMessage: 'HTML' },
  account: { id: 'preferences.account', defaultMessage: 'Account' },
  notKeptOnDevice: {
    id: 'preferences.account.not_kept_on_device',
    defaultMessage:
      'This browser does not let Fedideck keep data on this device: timelines, drafts and posts waiting to be sent last only while the app is open.',
  },
  editProfile: { id: 'navigation_bar.edit_profile', defaultMessage: 'Edit profile' },
  mutes: { id: 'navigation_bar.mutes', defaultMessage: 'Muted users' },
  blocks: { id: 'navigation_bar.blocks', defaultMessage: 'Blocked users' },
  domainBlocks: { id: 'navigation_bar.domain_blocks', defaultMessage: 'Blocked domains' },
});

/** Where Mastodon's menu leads for the account's own settings: the profile, mutes and blocks. */
const ACCOUNT_LINKS = [
  ['/profile/edit', messages.editProfile],
  ['/mutes', messages.mutes],
  ['/blocks', messages.blocks],
  ['/domain_blocks', messages.domainBlocks],
  ['/filters', linkMessages.filters],
] as const;

/** Posting languages offered, by ISO 639-1 code; their names come from the browser in the UI's language. */
const LANGUAGES = [
  'ar',
  'ca',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'eo',
  'es',
  'eu',
  'fa',
  'fi',
  'fr',
  'ga',
  'gl',
  'he',
  'hi',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'nl',
  'no',
  'pl',
  'pt',
  'ro',
  'ru',
  'sv',
  'th',
  'tr',
  'uk',
  'vi',
  'zh',
];

type Key<V> = { [K in keyof LocalSettings]: LocalSettings[K] extends V ? K : never }[keyof LocalSettings];

function useSetting() {
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectLocalSettings);
  const set = (change: Partial<LocalSettings>) => dispatch(localSettingChanged(change));
  return { settings, set };
}

function Toggle({ setting, label }: { setting: Key<boolean>; label: MessageDescriptor }) {
  const intl = useIntl();
  const { settings, set } = useSetting();
  return (
    <label className="preferences__toggle">
      <input
        type="checkbox"
        checked={settings[setting]}
        onChange={(event) => set({ [setting]: event.target.checked })}
      />
      {intl.formatMessage(label)}
    </label>
  );
}

function Choice<K extends Key<string>>({
  setting,
  label,
  options,
}: {
  setting: K;
  label: MessageDescriptor;
  options: readonly [LocalSettings[K], MessageDescriptor][];
}) {
  const intl = useIntl();
  const { settings, set } = useSetting();
  return (
    <fieldset className="preferences__choice">
      <legend>{intl.formatMessage(label)}</legend>
      {options.map(([value, text]) => (
        <label key={value}>
          <input
            type="radio"
            name={setting}
            value={value}
            checked={settings[setting] === value}
            onChange={() => set({ [setting]: value })}
          />
          {intl.formatMessage(text)}
        </label>
      ))}
    </fieldset>
  );
}

function LanguageSelect() {
  const intl = useIntl();
  const id = useId();
  const { settings, set } = useSetting();
  const names = new Intl.DisplayNames([intl.locale], { type: 'language' });
  const codes = LANGUAGES.includes(settings.default_language)
    ? LANGUAGES
    : [settings.default_language, ...LANGUAGES];
  return (
    <div className="preferences__select">
      <label htmlFor={id}>{intl.formatMessage(messages.language)}</label>
      <select
        id={id}
        value={settings.default_language}
        onChange={(e) => set({ default_language: e.target.value })}
      >
        {codes.map((code) => (
          <option key={code} value={code}>
            {names.of(code) ?? code}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The interface language: the browser's (named after the language it picks), or one the app ships,
 * each named in its own language. It applies at once, in every tab.
 */
function InterfaceLanguageSelect() {
  const intl = useIntl();
  const id = useId();
  const { settings, set } = useSetting();
  const shipped = shippedLanguages();
  const value = shipped.includes(settings.interface_language)
    ? settings.interface_language
    : BROWSER_LANGUAGE;
  const browsers = negotiateLanguage(browserLanguages(), shipped);
  return (
    <div className="preferences__select">
      <label htmlFor={id}>{intl.formatMessage(messages.interfaceLanguage)}</label>
      <select id={id} value={value} onChange={(e) => set({ interface_language: e.target.value })}>
        <option value={BROWSER_LANGUAGE}>
          {intl.formatMessage(languageMessages.browser, { language: ownName(browsers) })}
        </option>
        {shipped.map((code) => (
          <option key={code} value={code} lang={code}>
            {ownName(code)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The format new posts start in, offered where the server lists more than one. */
function PostFormatChoice() {
  const offered = offeredPostFormats(useAppSelector(selectInstance));
  if (offered.length === 0) return null;
  return (
    <Choice
      setting="default_content_type"
      label={messages.contentType}
      options={offered.map((format) => [format, messages[format as 'text/plain']] as const)}
    />
  );
}

/** The content-warning auto-hide expression, a setting synced with the server's settings document. */
function SpoilerAutoHideField() {
  const intl = useIntl();
  const id = useId();
  const dispatch = useAppDispatch();
  const source = useAppSelector((state) => state.settings.synced.home.regex.body);
  return (
    <div className="preferences__text">
      <label htmlFor={id}>{intl.formatMessage(messages.spoilerAutoHide)}</label>
      <input
        id={id}
        type="text"
        spellCheck={false}
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        value={source}
        onChange={(event) =>
          dispatch(settingChanged({ path: ['home', 'regex', 'body'], value: event.target.value }))
        }
      />
      <p id={`${id}-hint`} className="preferences__hint">
        {intl.formatMessage(messages.spoilerAutoHideHint)}
      </p>
    </div>
  );
}

function Section({ title, children }: { title: MessageDescriptor; children: ReactNode }) {
  const intl = useIntl();
  const id = useId();
  return (
    <section className="preferences__section" aria-labelledby={id}>
      <h3 id={id}>{intl.formatMessage(title)}</h3>
      {children}
    </section>
  );
}

/**
 * /preferences: the settings this device keeps, grouped; each takes effect as it changes and is saved
 * at once (a reload or a closed tab keeps it).
 */
/** Said once, here, where the account's data lives only in memory (never as a toast). */
function NotKeptOnDevice() {
  const intl = useIntl();
  const memoryOnly = useAppSelector(
    (state) => state.auth.signedIn && state.settings.localDatabase === 'memory',
  );
  if (!memoryOnly) return null;
  return <p className="preferences__hint">{intl.formatMessage(messages.notKeptOnDevice)}</p>;
}

export function PreferencesPage() {
  const intl = useIntl();
  return (
    <Column title={intl.formatMessage(messages.title)} icon="settings">
      <form className="preferences" onSubmit={(event) => event.preventDefault()}>
        <Section title={messages.appearance}>
          <InterfaceLanguageSelect />
          <Choice
            setting="layout"
            label={messages.layout}
            options={[
              ['auto', messages.layoutAuto],
              ['single', messages.layoutSingle],
              ['multi', messages.layoutMulti],
            ]}
          />
          <Choice
            setting="theme"
            label={messages.theme}
            options={[
              ['system', messages.themeSystem],
              ['light', messages.themeLight],
              ['dark', messages.themeDark],
            ]}
          />
          <Toggle setting="reduce_motion" label={messages.reduceMotion} />
          <Toggle setting="stretch" label={messages.stretch} />
          <Choice
            setting="media_display"
            label={messages.mediaDisplay}
            options={[
              ['default', messages.mediaDefault],
              ['show_all', messages.mediaShowAll],
              ['hide_all', messages.mediaHideAll],
            ]}
          />
          <Toggle setting="autoplay_gifs" label={messages.autoplayGifs} />
        </Section>
        <Section title={messages.posting}>
          <Choice
            setting="default_privacy"
            label={messages.privacy}
            options={[
              ['public', visibilityMessages.public],
              ['unlisted', visibilityMessages.unlisted],
              ['private', visibilityMessages.private],
            ]}
          />
          <LanguageSelect />
          <Choice
            setting="default_quote_policy"
            label={messages.quotePolicy}
            options={[
              ['public', quotePolicyMessages.public],
              ['followers', quotePolicyMessages.followers],
              ['nobody', quotePolicyMessages.nobody],
            ]}
          />
          <Toggle setting="threaded_mode" label={messages.threaded} />
          <PostFormatChoice />
          <Toggle setting="always_show_spoilers_field" label={messages.alwaysShowSpoiler} />
          <Toggle setting="prepend_cw_re" label={messages.prependRe} />
          <Toggle setting="preselect_on_reply" label={messages.preselectOnReply} />
          <Toggle setting="default_sensitive" label={messages.defaultSensitive} />
          <Toggle setting="show_published_toast" label={messages.publishedToast} />
        </Section>
        <Section title={messages.reading}>
          <Toggle setting="expand_spoilers" label={messages.expandSpoilers} />
          <SpoilerAutoHideField />
          <Toggle setting="boost_modal" label={messages.boostModal} />
          <Toggle setting="favourite_modal" label={messages.favouriteModal} />
        </Section>
        <Section title={messages.notifications}>
          <NotificationPreferences />
        </Section>
        <PushPreferences />
        <Section title={messages.account}>
          <NotKeptOnDevice />
          <ul className="preferences__links">
            {ACCOUNT_LINKS.map(([href, label]) => (
              <li key={href}>
                <Link href={href}>{intl.formatMessage(label)}</Link>
              </li>
            ))}
          </ul>
        </Section>
      </form>
    </Column>
  );
}
