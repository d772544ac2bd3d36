import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Column } from '../../../src/ui/Column';
import { LoadMore } from '../../../src/ui/LoadMore';
import { LoadingIndicator } from '../../../src/ui/LoadingIndicator';
import { UpdateBanner } from '../../../src/ui/UpdateBanner';
import { Icon } from '../../../src/ui/Icon';
import { Button } from '../../../src/ui/Button';
import { renderWithProviders } from '../components/render';

describe('Column', () => {
  it('is a region named after its title, with a heading and a body', () => {
    renderWithProviders(
      <Column title="Home" icon="globe">
        <p>body</p>
      </Column>,
    );
    const region = screen.getByRole('region', { name: 'Home' });
    expect(region).toContainElement(screen.getByRole('heading', { name: 'Home' }));
    expect(region).toContainElement(screen.getByText('body'));
  });

  it('shows the unread count and an "N new posts" button', async () => {
    const user = userEvent.setup();
    const onShowPending = jest.fn();
    renderWithProviders(
      <Column title="Home" unreadCount={3} pendingCount={2} onShowPending={onShowPending} />,
    );
    expect(screen.getByLabelText('3 unread items')).toHaveTextContent('3');
    await user.click(screen.getByRole('button', { name: '2 new posts' }));
    expect(onShowPending).toHaveBeenCalledTimes(1);
  });

  it('hides the badge and the button when there is nothing new', () => {
    renderWithProviders(<Column title="Home" unreadCount={0} pendingCount={0} onShowPending={jest.fn()} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByLabelText(/unread/)).toBeNull();
  });

  it('makes the title a button when it scrolls to the top', async () => {
    const user = userEvent.setup();
    const onTitleClick = jest.fn();
    renderWithProviders(<Column title="Notifications" onTitleClick={onTitleClick} />);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(onTitleClick).toHaveBeenCalled();
  });
});

describe('small controls', () => {
  it('LoadMore is a "Load more" button', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderWithProviders(<LoadMore onClick={onClick} />);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onClick).toHaveBeenCalled();
  });

  it('LoadMore is hidden and inert when there is nothing more', () => {
    renderWithProviders(<LoadMore onClick={jest.fn()} visible={false} />);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('LoadingIndicator is a busy progress bar named "Loading…"', () => {
    renderWithProviders(<LoadingIndicator />);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
  });

  it('UpdateBanner offers "Reload" for a new version', async () => {
    const user = userEvent.setup();
    const onReload = jest.fn();
    renderWithProviders(<UpdateBanner onReload={onReload} />);
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available.');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalled();
  });

  it('Icon is hidden from assistive technology', () => {
    const { container } = renderWithProviders(<Icon id="star" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('Button does not submit a form unless asked to', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Plain' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
