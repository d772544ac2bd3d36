// Everything the lists' management loads, as one chunk: the pages, the dialogs and the intents' workers.
export { ListEditor } from './components/ListEditor';
export { ListAdderModal } from './components/ListAdderModal';
export { ConfirmDeleteListModal } from './components/ConfirmDeleteListModal';
export { handlers } from './workers';
