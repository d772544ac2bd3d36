// The one notice of a session whose device ran out of space: loaded when that first happens.
import { defineMessages } from 'react-intl';
import { alertText } from './text';

const messages = defineMessages({
  storageFull: {
    id: 'alert.storage_full.message',
    defaultMessage: 'This device is out of storage space: saved timelines were cleared to keep your drafts.',
  },
});

export const storageFullAlert = () => ({ message: alertText(messages.storageFull) });
