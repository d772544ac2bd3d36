import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paramsFor } from '../../../../src/features/compose/draft';
import {
  makeDefaultPoll,
  optionsAfterEdit,
  pollAdded,
  pollOptionChanged,
  pollSettingsChanged,
} from '../../../../src/features/compose/poll/pollReducer';
import { composeChanged, makeInitialCompose } from '../../../../src/features/compose/slice';
import { postLoadedIntoCompose } from '../../../../src/domain/events';
import { renderCompose } from './harness';

const optionInputs = () => screen.getAllByRole('textbox', { name: /^Option \d+$/ });

describe('poll options (spec section 4, Compose: Poll)', () => {
  it('a new poll is two blank options, 24 hours, single choice', () => {
    expect(makeDefaultPoll()).toEqual({ options: ['', ''], expires_in: 86_400, multiple: false });
  });

  it('two empty options are the minimum: emptying every option leaves two blank inputs', () => {
    expect(optionsAfterEdit(['a', ''], 0, '', 4)).toEqual(['', '']);
    expect(optionsAfterEdit(['a', 'b'], 1, '  ', 4)).toEqual(['a', '']);
  });

  it('a blank option is added while typing, until the maximum is reached', () => {
    expect(optionsAfterEdit(['', ''], 0, 'a', 4)).toEqual(['a', '']);
    expect(optionsAfterEdit(['a', ''], 1, 'b', 4)).toEqual(['a', 'b', '']);
    expect(optionsAfterEdit(['a', 'b', ''], 2, 'c', 3)).toEqual(['a', 'b', 'c']);
  });

  it('empty options are dropped', () => {
    expect(optionsAfterEdit(['a', 'b', 'c', ''], 1, '', 4)).toEqual(['a', 'c', '']);
  });

  it('the option count is capped by the instance max_options: typing in the last one adds no input', async () => {
    const user = userEvent.setup();
    renderCompose({ polls: { max_options: 3, max_characters_per_option: 25 } });
    await user.click(screen.getByRole('button', { name: 'Add a poll' }));
    await waitFor(() => expect(optionInputs()).toHaveLength(2));
    await user.type(optionInputs()[0], 'Tea');
    await user.type(optionInputs()[1], 'Coffee');
    expect(optionInputs()).toHaveLength(3);
    await user.type(optionInputs()[2], 'Water');
    expect(optionInputs()).toHaveLength(3);
    expect(optionInputs()[0]).toHaveAttribute('maxLength', '25');
  });

  it('without instance limits, four options of at most 50 characters', async () => {
    const user = userEvent.setup();
    renderCompose();
    await user.click(screen.getByRole('button', { name: 'Add a poll' }));
    await waitFor(() => expect(optionInputs()).toHaveLength(2));
    for (const [index, title] of ['a', 'b', 'c', 'd'].entries())
      await user.type(optionInputs()[index], title);
    expect(optionInputs()).toHaveLength(4);
    expect(optionInputs()[0]).toHaveAttribute('maxLength', '50');
  });

  it('the poll lengths offered are 5 minutes to 7 days, 1 day chosen', async () => {
    const user = userEvent.setup();
    renderCompose();
    await user.click(screen.getByRole('button', { name: 'Add a poll' }));
    const length = await screen.findByRole('combobox', { name: 'Poll length' });
    const options = within(length).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '5 minutes',
      '30 minutes',
      '1 hour',
      '6 hours',
      '1 day',
      '3 days',
      '7 days',
    ]);
    expect(options.map((option) => (option as HTMLOptionElement).value)).toEqual([
      '300',
      '1800',
      '3600',
      '21600',
      '86400',
      '259200',
      '604800',
    ]);
    expect(length).toHaveValue('86400');
  });

  it('adding a poll by keyboard puts the focus in Option 1; the button then reads "Remove poll", pressed', async () => {
    const user = userEvent.setup();
    renderCompose();
    const button = screen.getByRole('button', { name: 'Add a poll' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Option 1' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Remove poll' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Remove poll' }));
    expect(screen.queryByRole('textbox', { name: 'Option 1' })).not.toBeInTheDocument();
  });

  it('the request sends poll options (not the blank one), expires_in, multiple and hide_totals', async () => {
    const user = userEvent.setup();
    const { store } = renderCompose();
    await user.click(screen.getByRole('button', { name: 'Add a poll' }));
    await user.type(await screen.findByRole('textbox', { name: 'Option 1' }), 'Yes');
    await user.type(screen.getByRole('textbox', { name: 'Option 2' }), 'No');
    await user.click(screen.getByRole('checkbox', { name: 'Multiple choice' }));
    await user.click(screen.getByRole('checkbox', { name: 'Hide vote counts until the poll ends' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Poll length' }), '5 minutes');
    expect(paramsFor(store.getState().compose).poll).toEqual({
      options: ['Yes', 'No'],
      expires_in: 300,
      multiple: true,
      hide_totals: true,
    });
  });

  it('a poll cannot be added with media attached', () => {
    renderCompose(
      {},
      {
        compose: {
          ...makeInitialCompose(),
          media: [{ id: 'm1', type: 'image', url: null, preview_url: null, description: '', focus: null }],
        },
      },
    );
    expect(screen.getByRole('button', { name: 'Add a poll' })).toBeDisabled();
  });

  it('a redrafted or edited post shows its poll in the editor (and no "With a poll" line)', async () => {
    const { store } = renderCompose();
    act(() => {
      store.dispatch(
        postLoadedIntoCompose({
          text: 'Pick one',
          spoiler: false,
          spoiler_text: '',
          privacy: 'public',
          sensitive: false,
          in_reply_to: null,
          quoted_status_id: null,
          media: [],
          poll: { options: ['Red', 'Blue'], expires_in: 3_600, multiple: true },
          edited_status_id: '9',
        }),
      );
    });
    expect(await screen.findByRole('textbox', { name: 'Option 1' })).toHaveValue('Red');
    expect(screen.getByRole('textbox', { name: 'Option 2' })).toHaveValue('Blue');
    expect(screen.getByRole('checkbox', { name: 'Multiple choice' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Poll length' })).toHaveValue('3600');
    expect(screen.queryByText('With a poll')).not.toBeInTheDocument();
  });

  it('every poll change regenerates the idempotency key', () => {
    const { store } = renderCompose();
    const keys = [store.getState().compose.idempotencyKey];
    store.dispatch(pollAdded());
    keys.push(store.getState().compose.idempotencyKey);
    store.dispatch(pollOptionChanged({ index: 0, title: 'x', maxOptions: 4 }));
    keys.push(store.getState().compose.idempotencyKey);
    store.dispatch(pollSettingsChanged({ multiple: true }));
    keys.push(store.getState().compose.idempotencyKey);
    store.dispatch(composeChanged({ field: 'text', value: 'q' }));
    expect(new Set(keys).size).toBe(4);
  });
});
