import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalRoot } from '../../../src/features/modals/components/ModalRoot';
import type { ModalComponentProps, ModalEntry } from '../../../src/features/modals/components/modalTypes';
import { renderWithProviders } from './render';

const interaction: ModalEntry[] = [{ modalType: 'INTERACTION', modalProps: {} }];

function TwoButtons({ onClose, titleId }: ModalComponentProps) {
  return (
    <div>
      <h2 id={titleId}>Two</h2>
      <button type="button">First</button>
      <button type="button" onClick={onClose}>
        Last
      </button>
    </div>
  );
}

describe('ModalRoot', () => {
  it('renders nothing for an empty stack or an unknown modal type', () => {
    const { container, rerender } = renderWithProviders(<ModalRoot stack={[]} onClose={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<ModalRoot stack={[{ modalType: 'NOT_A_MODAL' }]} onClose={jest.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the interaction modal asks a visitor to sign in', async () => {
    const user = userEvent.setup();
    const onSignIn = jest.fn();
    const onClose = jest.fn();
    renderWithProviders(<ModalRoot stack={interaction} onClose={onClose} onSignIn={onSignIn} />);
    const dialog = screen.getByRole('dialog', { name: 'Sign in to interact' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['bookmark', 'Sign in to bookmark this post'],
    ['favourite', 'Sign in to favorite this post'],
    ['reblog', 'Sign in to boost this post'],
    ['vote', 'Sign in to vote in this poll'],
    ['follow', 'Sign in to follow this account'],
  ])('the sign-in prompt names the action the visitor tried (%s)', (intent, title) => {
    renderWithProviders(
      <ModalRoot stack={[{ modalType: 'INTERACTION', modalProps: { intent } }]} onClose={jest.fn()} />,
    );
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
  });

  it('shows only the top of the stack', () => {
    renderWithProviders(
      <ModalRoot
        stack={[...interaction, { modalType: 'TWO' }]}
        onClose={jest.fn()}
        registry={{ TWO: TwoButtons, INTERACTION: TwoButtons }}
      />,
    );
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Two' })).toBeInTheDocument();
  });

  it('moves focus in, closes on Escape and gives focus back on close', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const { rerender } = renderWithProviders(
      <>
        <button type="button">Opener</button>
        <ModalRoot stack={[]} onClose={onClose} />
      </>,
    );
    screen.getByRole('button', { name: 'Opener' }).focus();
    rerender(
      <>
        <button type="button">Opener</button>
        <ModalRoot stack={interaction} onClose={onClose} />
      </>,
    );
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(
      <>
        <button type="button">Opener</button>
        <ModalRoot stack={[]} onClose={onClose} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Opener' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <button type="button">Outside</button>
        <ModalRoot stack={[{ modalType: 'TWO' }]} onClose={jest.fn()} registry={{ TWO: TwoButtons }} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
  });
});
