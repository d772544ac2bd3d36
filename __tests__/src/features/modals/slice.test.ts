import { modalClosed, modalOpened, modalsReducer } from '../../../../src/features/modals/slice';
import { streamingEventsReceived } from '../../../../src/domain/streamingEvents';
import { emptyEntities } from '../../../../src/domain/importer/normalize';

describe('modal stack', () => {
  it('open pushes, close pops', () => {
    let state = modalsReducer(undefined, modalOpened({ modalType: 'BOOST', modalProps: { statusId: '1' } }));
    state = modalsReducer(state, modalOpened({ modalType: 'CONFIRM_QUIET_QUOTE' }));
    expect(state.stack.map((m) => m.modalType)).toEqual(['BOOST', 'CONFIRM_QUIET_QUOTE']);
    state = modalsReducer(state, modalClosed({ modalType: 'BOOST' }));
    expect(state.stack).toHaveLength(2);
    state = modalsReducer(state, modalClosed(undefined));
    expect(state.stack.map((m) => m.modalType)).toEqual(['BOOST']);
  });

  it('deleting a post removes its modals', () => {
    let state = modalsReducer(undefined, modalOpened({ modalType: 'BOOST', modalProps: { statusId: '1' } }));
    state = modalsReducer(state, modalOpened({ modalType: 'ACTIONS', modalProps: { statusId: '2' } }));
    state = modalsReducer(
      state,
      streamingEventsReceived({
        entities: emptyEntities(),
        events: [{ type: 'delete', statusId: '1', reblogIds: [] }],
      }),
    );
    expect(state.stack.map((m) => m.modalProps.statusId)).toEqual(['2']);
  });
});
