import type { rootReducer } from './rootReducer';

export type RootState = ReturnType<typeof rootReducer>;
