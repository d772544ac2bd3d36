import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Relationship } from '../../../src/api/entities';
import { I18nProvider } from '../../../src/app/i18n';
import { entitiesImported } from '../../../src/domain/importer/actions';
import { SuggestionFollow } from '../../../src/features/explore/components/SuggestionControls';
import { FollowButton } from '../../../src/features/relationships';
import { lazyFeaturesSaga } from '../../../src/store/lazyFeatures';
import { answer, fakeApi, makeAccount, makeTestStore, signedInAuth } from '../fixtures';

const relationship = (overrides: Partial<Relationship>): Relationship =>
  ({
    id: '5',
    following: false,
    followed_by: true,
    requested: false,
    requested_by: false,
    blocking: false,
    blocked_by: false,
    muting: false,
    ...overrides,
  }) as Relationship;

/** A "Who to follow" card and, beside it, the profile's button for the same account (who follows the user). */
function setup(locked: boolean) {
  const api = fakeApi();
  const made = makeTestStore({ api }, { auth: signedInAuth('1') });
  made.runSaga(lazyFeaturesSaga);
  made.store.dispatch(entitiesImported({ accounts: [makeAccount('5', { locked })] }));
  let answerFollow: (value: unknown) => void = () => {};
  api.post.mockImplementation(() => new Promise((resolve) => (answerFollow = resolve)) as never);
  api.get.mockResolvedValue(answer([relationship({})]));
  render(
    <Provider store={made.store}>
      <I18nProvider>
        <Router hook={memoryLocation().hook}>
          <SuggestionFollow accountId="5" />
          <FollowButton accountId="5" />
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return { ...made, api, answerFollow: (value: unknown) => answerFollow(value) };
}

describe('a follow from a "Who to follow" card goes through the one relationships store', () => {
  it('a profile opened while the follow is on its way shows it, never "Follow back"; the answer then stands for both', async () => {
    const { api, answerFollow } = setup(true);
    // The relationship arrives (the account follows the user): both offer to follow back.
    await screen.findByRole('button', { name: 'Follow back' });
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Awaiting approval');
    expect(screen.getByRole('button', { name: 'Cancel follow request' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow back' })).not.toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('/api/v1/accounts/5/follow', expect.anything());
    answerFollow(answer(relationship({ requested: true })));
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status')).toHaveTextContent('Awaiting approval');
    expect(screen.getByRole('button', { name: 'Cancel follow request' })).toBeInTheDocument();
  });

  it('an unlocked account: "Following" on the card and Unfollow on the profile at once', async () => {
    setup(false);
    await screen.findByRole('button', { name: 'Follow back' });
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Following');
    expect(screen.getByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
  });
});
