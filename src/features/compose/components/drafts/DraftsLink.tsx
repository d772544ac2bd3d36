import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useAppSelector } from '../../../../store/hooks';
import { Icon } from '../../../../ui/Icon';
import { draftsCounts, draftsMessages as messages } from './messages';
import { BADGE_MAX, countMessages } from '../../../../ui/textPieces';

/** The way from the compose box to the Drafts list, shown while there is a draft other than the box's own. */
export function DraftsLink() {
  const intl = useIntl();
  const count = useAppSelector((state) => state.compose.drafts?.length ?? 0);
  if (count === 0) return null;
  return (
    <Link href="/drafts" className="compose-drafts-link">
      <Icon id="drafts" size={18} />
      <span>{intl.formatMessage(messages.link)}</span>
      <span className="compose-drafts-link__count" aria-hidden="true">
        {count > BADGE_MAX ? intl.formatMessage(countMessages.over, { count: BADGE_MAX }) : count}
      </span>
      <span className="sr-only">{intl.formatMessage(draftsCounts.linkCount, { count })}</span>
    </Link>
  );
}
