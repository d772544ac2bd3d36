/** What other features may use of this one's state: intents, action creators, selectors, types. */
export { modalClosed, modalOpened } from './slice';
export type { ModalComponentProps } from './components/modalTypes';
