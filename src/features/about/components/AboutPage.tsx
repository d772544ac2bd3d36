import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import type { RootState } from '../../../store/types';
import { Avatar } from '../../../ui/Avatar';
import { Column } from '../../../ui/Column';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import { safeHttpUrl } from '../../../ui/safeUrl';
import { selectInstance } from '../../instance/public';
import { DisplayName, RichText } from '../../statuses';
import { accountPath } from '../../statuses/public';
import { aboutIntents } from '../intents';
import { selectAbout } from '../slice';
import { SPACE } from '../../../ui/textPieces';

const messages = defineMessages({
  title: { id: 'navigation_bar.about', defaultMessage: 'About' },
  administeredBy: { id: 'server_banner.administered_by', defaultMessage: 'Administered by:' },
  contact: { id: 'about.contact', defaultMessage: 'Contact:' },
  rules: { id: 'about.rules', defaultMessage: 'Server rules' },
  blocks: { id: 'about.blocks', defaultMessage: 'Moderated servers' },
  blocksUnavailable: {
    id: 'about.domain_blocks.preamble',
    defaultMessage: 'This server does not show which servers it moderates.',
  },
  noBlocks: { id: 'about.domain_blocks.none', defaultMessage: 'This server moderates no other server.' },
  silenced: { id: 'about.domain_blocks.silenced.title', defaultMessage: 'Limited' },
  suspended: { id: 'about.domain_blocks.suspended.title', defaultMessage: 'Suspended' },
  extended: { id: 'about.extended', defaultMessage: 'About this server' },
  noExtended: {
    id: 'about.not_available',
    defaultMessage: 'This information has not been made available on this server.',
  },
  translation: { id: 'about.translation', defaultMessage: 'Translation' },
  translatesFrom: { id: 'about.translation.from', defaultMessage: 'Posts can be translated from:' },
});

const languageName = (locale: string, code: string) => {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
};

function AboutContent() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const instance = useAppSelector(selectInstance);
  const { extended, domainBlocks, loaded } = useAppSelector(selectAbout);
  const translations = useAppSelector((state: RootState) => state.instance.translationLanguages);

  useEffect(() => {
    dispatch(aboutIntents.fetchRequested());
  }, [dispatch]);

  if (!instance) return <LoadingIndicator />;
  const contactAccount = instance.contact?.account;
  const email = instance.contact?.email;
  const thumbnail = safeHttpUrl(instance.thumbnail?.url);
  const rules = Array.isArray(instance.rules)
    ? instance.rules.filter((rule) => typeof rule?.text === 'string')
    : [];
  const sources = Object.keys(translations ?? {});
  return (
    <div className="about">
      <header className="about__header">
        {thumbnail && <img className="about__thumbnail" src={thumbnail} alt="" />}
        <h2>{instance.domain}</h2>
        {instance.description && <p>{instance.description}</p>}
      </header>
      <div className="about__contact">
        {contactAccount && (
          <div>
            <h3>{intl.formatMessage(messages.administeredBy)}</h3>
            <Link href={accountPath(contactAccount.acct)} className="about__admin">
              <Avatar account={contactAccount} size={32} />
              <DisplayName account={contactAccount} withAcct />
            </Link>
          </div>
        )}
        {email && (
          <div>
            <h3>{intl.formatMessage(messages.contact)}</h3>
            <a href={`mailto:${email}`}>{email}</a>
          </div>
        )}
      </div>
      <section aria-labelledby="about-extended">
        <h3 id="about-extended">{intl.formatMessage(messages.extended)}</h3>
        {!loaded ? (
          <LoadingIndicator />
        ) : extended ? (
          <RichText html={extended.content} />
        ) : (
          <p>{intl.formatMessage(messages.noExtended)}</p>
        )}
      </section>
      {rules.length > 0 && (
        <section aria-labelledby="about-rules">
          <h3 id="about-rules">{intl.formatMessage(messages.rules)}</h3>
          <ol className="about__rules">
            {rules.map((rule) => (
              <li key={rule.id}>
                <span className="about__rule-text">{rule.text}</span>
                {rule.hint && <span className="about__rule-hint">{rule.hint}</span>}
              </li>
            ))}
          </ol>
        </section>
      )}
      {loaded && (
        <section aria-labelledby="about-blocks">
          <h3 id="about-blocks">{intl.formatMessage(messages.blocks)}</h3>
          {domainBlocks === null ? (
            <p>{intl.formatMessage(messages.blocksUnavailable)}</p>
          ) : domainBlocks.length === 0 ? (
            <p>{intl.formatMessage(messages.noBlocks)}</p>
          ) : (
            <table className="about__blocks">
              <tbody>
                {domainBlocks.map((block) => (
                  <tr key={block.domain}>
                    <td>{block.domain}</td>
                    <td>
                      {intl.formatMessage(
                        block.severity === 'suspend' ? messages.suspended : messages.silenced,
                      )}
                    </td>
                    <td>{block.comment}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
      {sources.length > 0 && (
        <section aria-labelledby="about-translation">
          <h3 id="about-translation">{intl.formatMessage(messages.translation)}</h3>
          <p>
            {intl.formatMessage(messages.translatesFrom)}
            {SPACE}
            {intl.formatList(sources.map((code) => languageName(intl.locale, code)))}
          </p>
        </section>
      )}
    </div>
  );
}

/** /about: what the server says about itself, its rules and moderation; open to visitors. */
export function AboutPage() {
  const intl = useIntl();
  return (
    <Column title={intl.formatMessage(messages.title)}>
      <AboutContent />
    </Column>
  );
}
