import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComposeForm } from '../../../src/features/compose/components/ComposeForm';
import type { ComposeFormProps, ComposeValue } from '../../../src/features/compose/components/ComposeForm';
import { countCharacters } from '../../../src/features/compose/components/countableText';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nProvider } from '../../../src/app/i18n';
import { makeTestStore } from '../fixtures';

// The text boxes suggest as the user types: they read and ask the store.
function renderWithProviders(ui: React.ReactElement) {
  const { store } = makeTestStore();
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <I18nProvider>
      <Provider store={store}>{children}</Provider>
    </I18nProvider>
  );
  return render(ui, { wrapper });
}

const empty: ComposeValue = { text: '', spoiler: false, spoilerText: '', visibility: 'public' };

/** Holds the value the way the store would, so typing works end to end. */
function Controlled(props: Partial<ComposeFormProps> & { initial?: Partial<ComposeValue> }) {
  const { initial, onChange, ...rest } = props;
  const [value, setValue] = useState<ComposeValue>({ ...empty, ...initial });
  return (
    <ComposeForm
      value={value}
      onChange={(change) => {
        onChange?.(change);
        setValue((current) => ({ ...current, ...change }));
      }}
      onSubmit={jest.fn()}
      {...rest}
    />
  );
}

describe('ComposeForm', () => {
  it('has a textarea named "What\'s on your mind?" that reports changes', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<Controlled onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: "What's on your mind?" }), 'Hi');
    expect(onChange).toHaveBeenLastCalledWith({ text: 'Hi' });
  });

  it('reveals a "Content warning" field with the "Add content warning" toggle', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled />);
    const toggle = screen.getByRole('button', { name: 'Add content warning' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('textbox', { name: 'Content warning' })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Content warning' }), 'cw');
    expect(screen.getByRole('textbox', { name: 'Content warning' })).toHaveValue('cw');
  });

  it('"Post" is off, and looks it, while there is nothing to post', () => {
    const { rerender } = renderWithProviders(<Controlled empty />);
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
    rerender(<Controlled initial={{ text: 'Hello' }} />);
    expect(screen.getByRole('button', { name: 'Post' })).toBeEnabled();
  });

  it('counts the characters left, content warning included', () => {
    renderWithProviders(
      <Controlled initial={{ text: 'Hello', spoiler: true, spoilerText: 'cw' }} maxChars={10} />,
    );
    expect(screen.getByText('3 characters left')).toBeInTheDocument();
  });

  it('disables "Post" past the limit and while submitting', () => {
    const { rerender } = renderWithProviders(<Controlled initial={{ text: 'x'.repeat(11) }} maxChars={10} />);
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
    expect(screen.getByText('1 character over the limit')).toBeInTheDocument();
    rerender(<Controlled initial={{ text: 'ok' }} isSubmitting />);
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
  });

  it('submits with the button and with Ctrl+Enter', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithProviders(<Controlled initial={{ text: 'ok' }} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.type(
      screen.getByRole('textbox', { name: "What's on your mind?" }),
      '{Control>}{Enter}{/Control}',
    );
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('textbox', { name: "What's on your mind?" })).toHaveValue('ok');
  });

  it('does not submit with Ctrl+Enter when over the limit', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithProviders(<Controlled initial={{ text: 'too long' }} maxChars={3} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: "What's on your mind?" }), '{Meta>}{Enter}{/Meta}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('countCharacters', () => {
  it('counts a link as 23 characters and a remote mention without its domain', () => {
    expect(countCharacters('https://example.com/a/very/long/path/that/goes/on')).toBe(23);
    expect(countCharacters('hi @bob@remote.example')).toBe('hi @bob'.length);
  });

  it('counts grapheme clusters, as the server does: a toned or family emoji is one character', () => {
    expect(countCharacters('👍🏽')).toBe(1);
    expect(countCharacters('😀')).toBe(1);
    expect(countCharacters('👨‍👩‍👧‍👦'.repeat(500))).toBe(500);
    expect(countCharacters('e\u0301🇫🇷')).toBe(2);
  });
});
