import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_DISMISS_MS } from '../../../src/constants';
import { AlertsHost } from '../../../src/features/alerts/components/AlertsHost';
import { renderWithProviders } from './render';

describe('AlertsHost', () => {
  afterEach(() => jest.useRealTimers());

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

  it('SPEC 9: dismisses each toast after 10 s', () => {
    jest.useFakeTimers();
    const onDismiss = jest.fn();
    renderWithProviders(<AlertsHost alerts={[{ key: 'a', message: 'One' }]} onDismiss={onDismiss} />);
    act(() => jest.advanceTimersByTime(TOAST_DISMISS_MS - 1));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(TOAST_DISMISS_MS).toBe(10_000);
    expect(onDismiss).toHaveBeenCalledWith('a');
  });
});
