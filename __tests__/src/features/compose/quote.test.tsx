import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Status } from '../../../../src/api/entities';
import { quoteRequested } from '../../../../src/domain/events';
import { entitiesImported } from '../../../../src/domain/importer/actions';
import { paramsFor } from '../../../../src/features/compose/draft';
import { pollAdded } from '../../../../src/features/compose/poll/pollReducer';
import {
  composeChanged,
  makeInitialCompose,
  type ComposeState,
} from '../../../../src/features/compose/slice';
import { selectModalStack } from '../../../../src/features/modals/slice';
import { flush, inEnglish, makeAccount, makeStatus } from '../../fixtures';
import { renderCompose } from './harness';

type Approval = NonNullable<Status['quote_approval']>;
const approval = (current_user: Approval['current_user']) =>
  ({ automatic: ['public'], manual: [], current_user }) as Approval;

const carol = makeAccount('3', { acct: 'carol', username: 'carol' });
const quotable = (id: string, overrides: Partial<Status> = {}) =>
  makeStatus(id, {
    account: carol,
    content: `<p>Carol's post ${id}</p>`,
    quote_approval: approval('automatic'),
    ...overrides,
  });

function setup(compose: Partial<ComposeState> = {}, statuses: Status[] = [quotable('30')]) {
  const made = renderCompose({}, { compose: { ...makeInitialCompose(), ...compose } });
  act(() => {
    made.store.dispatch(entitiesImported({ statuses }));
  });
  return made;
}

async function quote(made: ReturnType<typeof setup>, statusId = '30') {
  act(() => {
    made.store.dispatch(quoteRequested({ statusId }));
  });
  await act(flush);
}

const alertMessages = (made: ReturnType<typeof setup>) =>
  made.store.getState().alerts.map((alert) => inEnglish(alert).message);

describe('adding a quote (spec section 4, Compose: Quote; section 5 quote errors)', () => {
  it('a post the user may quote becomes the quote, shown small with "Remove quote"', async () => {
    const made = setup();
    await quote(made);
    expect(made.store.getState().compose.quoted_status_id).toBe('30');
    expect(await screen.findByText("Carol's post 30")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove quote' }));
    expect(made.store.getState().compose.quoted_status_id).toBeNull();
    expect(screen.queryByText("Carol's post 30")).not.toBeInTheDocument();
  });

  it('a post awaiting manual approval may be quoted too', async () => {
    const made = setup({}, [quotable('30', { quote_approval: approval('manual') })]);
    await quote(made);
    expect(made.store.getState().compose.quoted_status_id).toBe('30');
  });

  it('"Quotes cannot be added when editing a post."', async () => {
    const made = setup({ edited_status_id: '5' });
    await quote(made);
    expect(alertMessages(made)).toEqual(['Quotes cannot be added when editing a post.']);
    expect(made.store.getState().compose.quoted_status_id).toBeNull();
  });

  it('"Quoting is not allowed with media attachments."', async () => {
    const made = setup({
      media: [{ id: 'm1', type: 'image', url: null, preview_url: null, description: '', focus: null }],
    });
    await quote(made);
    expect(alertMessages(made)).toEqual(['Quoting is not allowed with media attachments.']);
    expect(made.store.getState().compose.quoted_status_id).toBeNull();
  });

  it('"Quoting is not allowed with polls."', async () => {
    const made = setup();
    act(() => {
      made.store.dispatch(pollAdded());
    });
    await quote(made);
    expect(alertMessages(made)).toEqual(['Quoting is not allowed with polls.']);
    expect(made.store.getState().compose.quoted_status_id).toBeNull();
  });

  it('"Only one quote at a time is allowed."', async () => {
    const made = setup({}, [quotable('30'), quotable('31')]);
    await quote(made, '30');
    await quote(made, '31');
    expect(alertMessages(made)).toEqual(['Only one quote at a time is allowed.']);
    expect(made.store.getState().compose.quoted_status_id).toBe('30');
  });

  it('"You are not authorized to quote this post." unless the approval is automatic or manual', async () => {
    const made = setup({}, [quotable('30', { quote_approval: approval('denied') })]);
    await quote(made);
    expect(alertMessages(made)).toEqual(['You are not authorized to quote this post.']);
    expect(made.store.getState().compose.quoted_status_id).toBeNull();
  });

  it('a quoted post takes the poll button away', async () => {
    const made = setup();
    await quote(made);
    expect(screen.getByRole('button', { name: 'Add a poll' })).toBeDisabled();
  });
});

describe('who can quote (spec section 5: nobody for private or direct)', () => {
  const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', { name: /^Visibility and interactions: / }));
    return screen.getByRole('dialog', { name: 'Visibility and interactions' });
  };

  it('"Visibility and interactions" offers Anyone, Followers, Just me under a visible "Who can quote" label; the choice is sent', async () => {
    const user = userEvent.setup();
    const made = setup();
    const dialog = await openDialog(user);
    const picker = within(dialog).getByLabelText('Who can quote');
    expect(picker.tagName).toBe('SELECT');
    expect(within(dialog).getByText('Who can quote').tagName).toBe('LABEL');
    expect([...(picker as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Anyone',
      'Followers',
      'Just me',
    ]);
    await user.selectOptions(picker, 'Followers');
    expect(paramsFor(made.store.getState().compose).quote_approval_policy).toBe('followers');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the visibility is chosen under a visible "Visibility" label, in Mastodon\'s words, and the toolbar names it', async () => {
    const user = userEvent.setup();
    const made = setup();
    const dialog = await openDialog(user);
    const visibility = within(dialog).getByLabelText('Visibility');
    expect(
      [...(visibility as HTMLSelectElement).options].map((option) => [option.value, option.text]),
    ).toEqual([
      ['public', 'Public'],
      ['unlisted', 'Quiet public'],
      ['private', 'Followers'],
      ['direct', 'Private mention'],
    ]);
    await user.selectOptions(visibility, 'unlisted');
    expect(made.store.getState().compose.privacy).toBe('unlisted');
    expect(
      within(dialog).getByText('Hidden from search results, trending, and public timelines'),
    ).toBeVisible();
    await user.keyboard('{Escape}');
    expect(
      screen.getByRole('button', { name: 'Visibility and interactions: Quiet public' }),
    ).toHaveTextContent('Quiet public');
  });

  it.each(['private', 'direct'] as const)(
    'a %s post is quoted by nobody: the picker says Just me, disabled, and says why',
    async (privacy) => {
      const user = userEvent.setup();
      const made = setup({ quote_policy: 'public' });
      act(() => {
        made.store.dispatch(composeChanged({ field: 'privacy', value: privacy }));
      });
      const dialog = await openDialog(user);
      const picker = within(dialog).getByLabelText('Who can quote');
      expect(picker).toBeDisabled();
      expect(picker).toHaveValue('nobody');
      expect(picker).toHaveAccessibleDescription(
        'Posts for Followers and Private mentions cannot be quoted by others.',
      );
      expect(paramsFor(made.store.getState().compose).quote_approval_policy).toBe('nobody');
    },
  );
});

describe('a pasted post link offers to quote it', () => {
  const paste = (text: string) =>
    fireEvent.paste(screen.getByRole('textbox', { name: "What's on your mind?" }), {
      clipboardData: { getData: () => text },
    });

  it('a known post: "Quote this post?", and Quote makes it the quote in place of the link', async () => {
    const user = userEvent.setup();
    const made = setup({}, [quotable('30', { url: 'https://example.test/@carol/30' })]);
    act(() => {
      made.store.dispatch(composeChanged({ field: 'text', value: 'Look https://example.test/@carol/30' }));
    });
    paste('https://example.test/@carol/30');
    expect(await screen.findByText('Quote this post?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quote' }));
    await waitFor(() => expect(made.store.getState().compose.quoted_status_id).toBe('30'));
    expect(made.store.getState().compose.text).toBe('Look');
    expect(screen.queryByText('Quote this post?')).not.toBeInTheDocument();
  });

  it('an unknown link is resolved by the instance (search with resolve=true)', async () => {
    const made = setup({}, []);
    const remote = quotable('40', { url: 'https://elsewhere.test/@dan/1' });
    made.api.get.mockResolvedValue({
      data: { statuses: [remote] },
      status: 200,
      links: {},
      headers: new Headers(),
    });
    paste('https://elsewhere.test/@dan/1');
    expect(await screen.findByText('Quote this post?')).toBeInTheDocument();
    expect(made.api.get).toHaveBeenCalledWith('/api/v2/search', {
      query: { q: 'https://elsewhere.test/@dan/1', type: 'statuses', resolve: true, limit: 1 },
      signal: undefined,
    });
  });

  it('a link no post has is just text', async () => {
    const made = setup({}, []);
    made.api.get.mockResolvedValue({
      data: { statuses: [] },
      status: 200,
      links: {},
      headers: new Headers(),
    });
    paste('https://example.test/about');
    await act(flush);
    expect(screen.queryByText('Quote this post?')).not.toBeInTheDocument();
    expect(made.store.getState().alerts).toEqual([]);
  });

  it('quoting a pasted unlisted post asks first (CONFIRM_QUIET_QUOTE)', async () => {
    const user = userEvent.setup();
    const made = setup({}, [
      quotable('30', { url: 'https://example.test/@carol/30', visibility: 'unlisted' }),
    ]);
    paste('https://example.test/@carol/30');
    await user.click(await screen.findByRole('button', { name: 'Quote' }));
    expect(selectModalStack(made.store.getState()).map((modal) => modal.modalType)).toEqual([
      'CONFIRM_QUIET_QUOTE',
    ]);
    expect(made.store.getState().compose.quoted_status_id).toBeNull();
  });
});
