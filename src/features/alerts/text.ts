import type { IntlShape, MessageDescriptor } from 'react-intl';

/**
 * A text an alert shows: a message of the app (a descriptor, formatted in the user's language when the
 * alert is drawn) or a text that came from elsewhere as it is (a server's error, a status code).
 */
export type AlertText = string | { descriptor: MessageDescriptor; values?: Record<string, string | number> };

export const alertText = (
  descriptor: MessageDescriptor,
  values?: Record<string, string | number>,
): AlertText => (values ? { descriptor, values } : { descriptor });

export const formatAlertText = (intl: IntlShape, text: AlertText): string =>
  typeof text === 'string' ? text : intl.formatMessage(text.descriptor, text.values);
