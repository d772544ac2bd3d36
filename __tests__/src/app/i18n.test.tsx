import { render, screen } from '@testing-library/react';
import { defineMessages, useIntl } from 'react-intl';
import { I18nProvider } from '../../../src/app/i18n';

const messages = defineMessages<{ greeting: { count: number } }>({
  greeting: { id: 'test.greeting', defaultMessage: '{count, plural, one {# new post} other {# new posts}}' },
});

function Greeting() {
  const intl = useIntl();
  return <p lang={intl.locale}>{intl.formatMessage(messages.greeting, { count: 2 })}</p>;
}

describe('I18nProvider', () => {
  it('formats English default messages without reporting the empty catalogue', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <I18nProvider>
        <Greeting />
      </I18nProvider>,
    );
    expect(screen.getByText('2 new posts')).toHaveAttribute('lang', 'en');
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
