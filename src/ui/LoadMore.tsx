import { defineMessages, useIntl } from 'react-intl';
import { Button } from './Button';

const messages = defineMessages({
  loadMore: { id: 'status.load_more', defaultMessage: 'Load more' },
});

interface LoadMoreProps {
  onClick: () => void;
  disabled?: boolean;
  /** Hidden while there is nothing more; the button keeps its place so the list does not jump. */
  visible?: boolean;
}

export function LoadMore({ onClick, disabled = false, visible = true }: LoadMoreProps) {
  const intl = useIntl();
  return (
    <Button
      variant="secondary"
      block
      className="load-more"
      disabled={disabled || !visible}
      hidden={!visible}
      onClick={onClick}
    >
      {intl.formatMessage(messages.loadMore)}
    </Button>
  );
}
