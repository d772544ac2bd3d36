import type { ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode } from 'react-intl';
import type { IntlConfig } from 'react-intl';

export const APP_LOCALE = 'en';

// English is the only locale: every text is the `defaultMessage` of its `defineMessages` entry, so
// the catalogue is empty on purpose.
const MESSAGES: Record<string, string> = {};

// With an empty catalogue every message would be reported as missing; only real errors (a broken
// message, an unsupported format) are worth a console line.
const handleIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) return;
  console.error(error);
};

export function I18nProvider({ children }: { children: ReactNode }) {
  return (
    <IntlProvider
      locale={APP_LOCALE}
      defaultLocale={APP_LOCALE}
      messages={MESSAGES}
      onError={handleIntlError}
    >
      {children}
    </IntlProvider>
  );
}
