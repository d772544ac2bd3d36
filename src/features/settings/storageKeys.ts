/** Where this device keeps its own settings (localStorage), read before anything else at start. */
export const LOCAL_SETTINGS_KEY = 'fedideck:localSettings';
