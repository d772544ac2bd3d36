export { createAppStore, defaultServices } from './createAppStore';
export type { AppDispatch, AppStore, CreateAppStoreOptions } from './createAppStore';
export { createSessionManager } from './session';
export type { Session, SessionManager, SessionOptions } from './session';
export { useAppDispatch, useAppSelector } from './hooks';
export type { RootState } from './types';
export type { AppServices } from './services';
