import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Icon } from '../../../ui/Icon';
import { formatAlertText, type AlertText } from '../text';

const messages = defineMessages({
  dismiss: { id: 'alert.dismiss', defaultMessage: 'Dismiss' },
});

export interface AlertView {
  key: string | number;
  title?: AlertText;
  message: AlertText;
  action?: { label: AlertText; path: string };
}

interface ToastProps {
  alert: AlertView;
  onDismiss: (key: AlertView['key']) => void;
}

function Toast({ alert, onDismiss }: ToastProps) {
  const intl = useIntl();

  return (
    <div className="toast">
      <div className="toast__body">
        {alert.title && <strong className="toast__title">{formatAlertText(intl, alert.title)}</strong>}
        <span className="toast__message">{formatAlertText(intl, alert.message)}</span>
      </div>
      {alert.action && (
        <Link className="toast__action" to={alert.action.path} onClick={() => onDismiss(alert.key)}>
          {formatAlertText(intl, alert.action.label)}
        </Link>
      )}
      <button
        type="button"
        className="toast__dismiss"
        aria-label={intl.formatMessage(messages.dismiss)}
        title={intl.formatMessage(messages.dismiss)}
        onClick={() => onDismiss(alert.key)}
      >
        <Icon id="close" size={16} />
      </button>
    </div>
  );
}

interface AlertsHostProps {
  alerts: readonly AlertView[];
  onDismiss: (key: AlertView['key']) => void;
}

/** The toasts of the alerts slice, inside the live region that reads them out (see AlertsHost). */
export function Toasts({ alerts, onDismiss }: AlertsHostProps) {
  return alerts.map((alert) => <Toast key={alert.key} alert={alert} onDismiss={onDismiss} />);
}

/**
 * The toasts of the alerts slice, read out politely by screen readers. The alerts saga dismisses
 * each after 10 s; here the user can dismiss one sooner.
 */
export function AlertsHost({ alerts, onDismiss }: AlertsHostProps) {
  return (
    <div className="toasts" aria-live="polite" aria-relevant="additions text">
      <Toasts alerts={alerts} onDismiss={onDismiss} />
    </div>
  );
}
