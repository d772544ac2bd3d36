import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import type { ModalComponentProps } from '../../modals/public';
import { selectAuth } from '../selectors';
import { sessionIntents } from '../intents';

const messages = defineMessages<{
  title: { acct: string };
  message: { domain: string };
  confirm: Record<string, never>;
}>({
  title: { id: 'confirmations.logout.title', defaultMessage: 'Sign out of {acct}?' },
  message: {
    id: 'confirmations.logout.message',
    defaultMessage:
      'This device forgets the account and what it kept of it, drafts included. The account itself stays on {domain}.',
  },
  confirm: { id: 'confirmations.logout.confirm', defaultMessage: 'Sign out' },
});

/** Sign-out asks first (CONFIRM_LOG_OUT), naming the account: the current one, or `accountKey`'s. */
export function ConfirmSignOutModal({ accountKey, onClose, titleId }: ModalComponentProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const auth = useAppSelector(selectAuth);
  const key = typeof accountKey === 'string' ? accountKey : auth.accountKey;
  const account = auth.savedAccounts.find((saved) => saved.key === key);
  if (!account) return null;
  return (
    <ConfirmDialog
      titleId={titleId}
      title={intl.formatMessage(messages.title, { acct: `@${account.acct}` })}
      message={intl.formatMessage(messages.message, { domain: account.domain })}
      confirmLabel={intl.formatMessage(messages.confirm)}
      onCancel={onClose}
      onConfirm={() => dispatch(sessionIntents.signOutRequested({ accountKey: account.key }))}
    />
  );
}
