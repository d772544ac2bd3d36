import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nProvider } from '../../../src/app/i18n';
import { ApiError } from '../../../src/api/errors';
import { HistoryModal } from '../../../src/features/statuses/components/HistoryModal';
import { lazyFeaturesSaga } from '../../../src/store/lazyFeatures';
import { fakeApi, makeAccount, makeTestStore } from '../fixtures';

function renderHistory(answer: Promise<unknown>) {
  const api = fakeApi();
  api.get.mockReturnValue(answer as ReturnType<typeof api.get>);
  const made = makeTestStore({ api });
  made.runSaga(lazyFeaturesSaga);
  render(
    <Provider store={made.store}>
      <I18nProvider>
        <HistoryModal onClose={jest.fn()} titleId="t" statusId="50" />
      </I18nProvider>
    </Provider>,
  );
  return api;
}

const version = (content: string, created_at: string, extra = {}) => ({
  account: makeAccount('5', { display_name: 'Dave' }),
  content,
  created_at,
  emojis: [],
  media_attachments: [],
  sensitive: false,
  spoiler_text: '',
  ...extra,
});

describe('the edit history of a post', () => {
  it('asks for the versions and lists them latest first, the original marked "Created"', async () => {
    const api = renderHistory(
      Promise.resolve({
        data: [
          version('<p>first words</p>', '2024-03-05T10:00:00.000Z'),
          version('<p>second words</p>', '2024-03-05T11:00:00.000Z', {
            spoiler_text: 'a warning',
            poll: { options: [{ title: 'yes' }, { title: 'no' }] },
          }),
        ],
        status: 200,
        links: {},
        headers: new Headers(),
      }),
    );
    const items = await screen.findAllByRole('listitem');
    expect(api.get).toHaveBeenCalledWith('/api/v1/statuses/50/history');
    const versions = items.filter((item) => item.classList.contains('history-modal__version'));
    expect(versions).toHaveLength(2);
    expect(versions[0]).toHaveTextContent('second words');
    expect(versions[0]).toHaveTextContent(/Edited/);
    expect(versions[0]).toHaveTextContent('a warning');
    expect(versions[0]).toHaveTextContent('yes');
    expect(versions[1]).toHaveTextContent('first words');
    expect(versions[1]).toHaveTextContent(/Created/);
    expect(screen.getByRole('heading', { name: 'Edit history' })).toBeInTheDocument();
  });

  it('says so when the history cannot be loaded', async () => {
    renderHistory(
      Promise.reject(new ApiError({ kind: 'http', status: 500, statusText: 'Error', error: 'boom' })),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The edit history could not be loaded.');
  });

  it('renders the versions’ HTML sanitised, as a post’s', async () => {
    renderHistory(
      Promise.resolve({
        data: [
          version(
            '<p>safe<img src=x onerror="alert(1)"><script>alert(2)</script></p>',
            '2024-03-05T10:00:00.000Z',
          ),
        ],
        status: 200,
        links: {},
        headers: new Headers(),
      }),
    );
    expect(await screen.findByText('safe')).toBeInTheDocument();
    expect(document.querySelector('script, [onerror]')).toBeNull();
  });
});
