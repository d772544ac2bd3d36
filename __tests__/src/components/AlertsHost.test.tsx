import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertsHost } from '../../../src/features/alerts/components/AlertsHost';
import { renderWithProviders } from './render';

describe('AlertsHost', () => {
  it('announces toasts politely, with a title, a message and an action link', () => {
    renderWithProviders(
      <AlertsHost
        alerts={[
          {
            key: 1,
            title: 'Oops',
            message: 'Something went wrong',
            action: { label: 'View', path: '/notifications' },
          },
        ]}
        onDismiss={jest.fn()}
      />,
    );
    const region = screen.getByText('Something went wrong').closest('[aria-live]');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('Oops')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/notifications');
  });

  it('dismisses a toast with its "Dismiss" button', async () => {
    const user = userEvent.setup();
    const onDismiss = jest.fn();
    renderWithProviders(
      <AlertsHost
        alerts={[
          { key: 'a', message: 'One' },
          { key: 'b', message: 'Two' },
        ]}
        onDismiss={onDismiss}
      />,
    );
    const buttons = screen.getAllByRole('button', { name: 'Dismiss' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]);
    expect(onDismiss).toHaveBeenCalledWith('b');
  });
});
