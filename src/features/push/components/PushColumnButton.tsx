import { useIntl } from 'react-intl';
import { Icon } from '../../../ui/Icon';
import { pushMessages, problemMessage } from './messages';
import { usePush } from './usePush';

/** The notifications column's header button: push on or off for this browser, in one click. */
export default function PushColumnButton() {
  const intl = useIntl();
  const { state, enable, disable } = usePush();
  const on = state.status === 'on';
  const label = intl.formatMessage(on ? pushMessages.disable : pushMessages.enable);
  const problem = state.problem ? intl.formatMessage(problemMessage(state.problem)) : undefined;
  return (
    <button
      type="button"
      className="column-header__button"
      aria-pressed={on}
      title={problem ?? label}
      disabled={state.status === 'busy'}
      onClick={on ? disable : enable}
    >
      <Icon id={on ? 'bell' : 'bell-off'} size={18} />
      <span className="sr-only">{label}</span>
    </button>
  );
}
