import { useIntl } from 'react-intl';
import type { Tag } from '../../../api/entities';
import { tagUsage } from '../usage';
import { usageMessages } from './tagMessages';
import { SEPARATOR } from '../../../ui/textPieces';

/** "N participants · N posts · N posts today", as Mastodon's hashtag header says it. */
export function TagUsage({ tag }: { tag: Tag }) {
  const intl = useIntl();
  const usage = tagUsage(tag);
  const say = (key: keyof typeof usageMessages, count: number) =>
    intl.formatMessage(usageMessages[key], { count, counter: intl.formatNumber(count) });
  return (
    <p className="tag-usage">
      {say('accounts', usage.accounts)}
      <span aria-hidden="true">{SEPARATOR}</span>
      {say('uses', usage.uses)}
      <span aria-hidden="true">{SEPARATOR}</span>
      {say('today', usage.today)}
    </p>
  );
}
