import { useIntl } from 'react-intl';
import { pushMessages, problemMessage } from './messages';
import { usePush } from './usePush';

// A bell, drawn here rather than in the shared icon set, which is in the first load.
const BELL =
  'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2zm6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2z';
const BELL_OFF =
  'M20 18.69L7.84 6.14 5.27 3.49 4 4.76l2.8 2.8v.01c-.52.99-.8 2.16-.8 3.42v5l-2 2v1h13.73l2 2L21 19.72l-1-1.03zM12 22c1.11 0 2-.89 2-2h-4c0 1.11.89 2 2 2zm6-7.32V11c0-3.08-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68c-.15.03-.29.08-.42.12-.1.03-.2.07-.3.11h-.01c-.01 0-.01 0-.02.01-.23.09-.46.2-.68.31 0 0-.01 0-.01.01L18 14.68z';

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
      <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false">
        <path fill="currentColor" d={on ? BELL : BELL_OFF} />
      </svg>
      <span className="sr-only">{label}</span>
    </button>
  );
}
