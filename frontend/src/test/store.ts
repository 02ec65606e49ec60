// The app's store for tests that need one without rendering a screen.
export { createAppStore, type AppStore } from '../app/store';
