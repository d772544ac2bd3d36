import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from '../../../src/ui/ConfirmDialog';
import { renderWithProviders } from '../components/render';

function setup() {
  const calls: string[] = [];
  renderWithProviders(
    <ConfirmDialog
      titleId="t"
      title="Delete list?"
      message="This cannot be undone."
      confirmLabel="Delete"
      onCancel={() => calls.push('closed')}
      onConfirm={() => calls.push('confirmed')}
    />,
  );
  return calls;
}

describe('ConfirmDialog', () => {
  it('Cancel only closes the dialog', async () => {
    const calls = setup();
    expect(screen.getByRole('heading', { name: 'Delete list?' })).toHaveAttribute('id', 't');
    expect(screen.getByText('This cannot be undone.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual(['closed']);
  });

  it('the danger button closes the dialog first (the focus goes back), then confirms', async () => {
    const calls = setup();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete' }));
    expect(calls).toEqual(['closed', 'confirmed']);
  });
});
