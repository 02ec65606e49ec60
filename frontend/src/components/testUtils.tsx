// Render helper for component tests: Mantine, the widgets' hosts, a store holding the
// components' slices and English strings. The browser APIs the test DOM lacks come from the test
// set-up (src/test/setup.ts).
import type { ReactElement, ReactNode } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { render, type RenderOptions } from '@testing-library/react';
import { vi } from 'vitest';
import en from '../i18n/locales/en.json';
import { createTranslations, setTranslations } from '../i18n/translate';
import { WidgetsProvider } from './WidgetsProvider';
import { codeEditorReducer } from './CodeEditor/codeEditorSlice';
import { resizeReducer } from './ResizableContainer/resizeSlice';
import { tableReducer } from './DataTable/tableSlice';

// Rendering Mantine in the test DOM with user-event is slow on small CI machines.
vi.setConfig({ testTimeout: 30_000 });

setTranslations(createTranslations('en', en));

export function createTestStore() {
  return configureStore({
    reducer: { resize: resizeReducer, codeEditor: codeEditorReducer, table: tableReducer },
  });
}

export type TestStore = ReturnType<typeof createTestStore>;

export function renderWithProviders(
  ui: ReactElement,
  options: Omit<RenderOptions, 'wrapper'> & { store?: TestStore } = {},
) {
  const store = options.store ?? createTestStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MantineProvider env="test">
        <WidgetsProvider>{children}</WidgetsProvider>
      </MantineProvider>
    </Provider>
  );
  return { store, ...render(ui, { ...options, wrapper }) };
}
