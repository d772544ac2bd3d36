/** What other features may use of this one; everything else in the folder is its own. */
export { modalClosed, modalOpened } from './slice';
export type { ModalComponentProps } from './components/modalTypes';
