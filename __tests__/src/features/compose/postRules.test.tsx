import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Instance } from '../../../../src/api/entities';
import { entitiesImported } from '../../../../src/domain/importer/actions';
import { replyRequested } from '../../../../src/domain/events';
import { paramsFor } from '../../../../src/features/compose/draft';
import { composeChanged, makeInitialCompose, submitRequested } from '../../../../src/features/compose/slice';
import { replySelection } from '../../../../src/features/compose/components/replySelection';
import { instanceFetched } from '../../../../src/features/instance/public';
import { localSettingChanged } from '../../../../src/features/settings/slice';
import { flush, makeAccount, makeStatus } from '../../fixtures';
import { renderCompose } from './harness';

const withFormats = (types: string[]) =>
  instanceFetched({ configuration: { statuses: { supported_mime_types: types } } } as unknown as Instance);

const posted = { data: makeStatus('90'), status: 200, links: {}, headers: new Headers() };

describe('the content warning field: sent only if shown or if the always-show setting is on', () => {
  it('a warning typed and then closed is not sent; with "Always show the content warning field" it is', () => {
    const compose = { ...makeInitialCompose(), text: 'Hello', spoiler: false, spoiler_text: 'Food' };
    expect(paramsFor(compose).spoiler_text).toBe('');
    expect(paramsFor(compose, { alwaysShowSpoiler: true, contentTypes: [] }).spoiler_text).toBe('Food');
  });

  it('with the setting on, the compose box shows the field without its toggle and the post carries the warning', async () => {
    const user = userEvent.setup();
    const { store, api } = renderCompose();
    expect(screen.queryByRole('textbox', { name: 'Content warning' })).toBeNull();
    act(() => {
      store.dispatch(localSettingChanged({ always_show_spoilers_field: true }));
    });
    expect(screen.queryByRole('button', { name: 'Add content warning' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Content warning' }), 'Lunch');
    await user.type(screen.getByRole('textbox', { name: "What's on your mind?" }), 'Soup');
    api.post.mockResolvedValue(posted);
    act(() => {
      store.dispatch(submitRequested());
    });
    for (let i = 0; i < 6; i += 1) await act(flush);
    expect(api.post).toHaveBeenCalledWith(
      '/api/v1/statuses',
      expect.objectContaining({ json: expect.objectContaining({ status: 'Soup', spoiler_text: 'Lunch' }) }),
    );
  });
});

describe('content_type: sent where the server lists it (configuration.statuses.supported_mime_types)', () => {
  it('a server that lists no formats gets no content_type, whatever the compose box holds', async () => {
    const { store, api } = renderCompose();
    api.post.mockResolvedValue(posted);
    act(() => {
      store.dispatch(composeChanged({ field: 'text', value: 'Plain' }));
      store.dispatch(submitRequested());
    });
    for (let i = 0; i < 6; i += 1) await act(flush);
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(api.post.mock.calls[0][1]?.json).not.toHaveProperty('content_type');
    expect(screen.queryByRole('combobox', { name: 'Format' })).toBeNull();
  });

  it('a server that lists formats gets the one chosen in the compose box, text/plain by default', async () => {
    const user = userEvent.setup();
    const { store, api } = renderCompose();
    act(() => {
      store.dispatch(withFormats(['text/plain', 'text/markdown']));
    });
    const format = screen.getByRole('combobox', { name: 'Format' });
    expect(format).toHaveValue('text/plain');
    expect([...(format as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Plain text', 'Markdown']);
    await user.selectOptions(format, 'text/markdown');
    api.post.mockResolvedValue(posted);
    act(() => {
      store.dispatch(composeChanged({ field: 'text', value: '**Bold**' }));
      store.dispatch(submitRequested());
    });
    for (let i = 0; i < 6; i += 1) await act(flush);
    expect(api.post).toHaveBeenCalledWith(
      '/api/v1/statuses',
      expect.objectContaining({ json: expect.objectContaining({ content_type: 'text/markdown' }) }),
    );
  });

  it('a format the server does not list is not sent', () => {
    const compose = { ...makeInitialCompose(), text: 'x', content_type: 'text/html' };
    expect(paramsFor(compose, { alwaysShowSpoiler: false, contentTypes: ['text/plain'] })).not.toHaveProperty(
      'content_type',
    );
    expect(
      paramsFor(
        { ...compose, content_type: 'text/plain' },
        { alwaysShowSpoiler: false, contentTypes: ['text/plain'] },
      ).content_type,
    ).toBe('text/plain');
  });
});

describe('preselect_on_reply: the mentions after the first are selected when a reply starts', () => {
  it('replying to several people selects the mentions after the first, so typing replaces them', async () => {
    const user = userEvent.setup();
    const { store } = renderCompose();
    act(() => {
      store.dispatch(
        entitiesImported({
          statuses: [
            makeStatus('70', {
              account: makeAccount('2', { acct: 'alice' }),
              mentions: [{ id: '3', acct: 'bob', username: 'bob', url: 'https://x/@bob' }],
            }),
          ],
        }),
      );
      store.dispatch(replyRequested({ statusId: '70' }));
    });
    for (let i = 0; i < 6; i += 1) await act(flush);
    const textarea = screen.getByRole<HTMLTextAreaElement>('textbox', { name: "What's on your mind?" });
    expect(textarea.value).toBe('@alice @bob ');
    expect([textarea.selectionStart, textarea.selectionEnd]).toEqual([7, 12]);
    await user.keyboard('Thanks!');
    expect(store.getState().compose.text).toBe('@alice Thanks!');
  });

  it('with the setting off, or one mention, the caret goes after the mentions', () => {
    expect(replySelection('@alice @bob ', false)).toEqual([12, 12]);
    expect(replySelection('@alice ', true)).toEqual([7, 7]);
    expect(replySelection('', true)).toEqual([0, 0]);
  });
});
