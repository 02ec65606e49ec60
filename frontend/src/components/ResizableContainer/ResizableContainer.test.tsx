import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { createTestStore, renderWithProviders } from '../testUtils';
import { ResizableContainer } from './ResizableContainer';
import { setPanelHeight } from './resizeSlice';

const handle = () => screen.getByRole('separator', { name: 'Drag to resize' });
const panel = () => handle().parentElement;

describe('ResizableContainer', () => {
  it('takes its height from the persisted panel height', () => {
    const store = createTestStore();
    store.dispatch(setPanelHeight({ panel: 'restForm', height: 420 }));
    renderWithProviders(<ResizableContainer panel="restForm">form</ResizableContainer>, { store });
    expect(panel()).toHaveStyle({ height: '420px' });
    expect(screen.getByText('form')).toBeInTheDocument();
  });

  it('follows a drag of the bottom edge and stores the new height on release', () => {
    const store = createTestStore();
    renderWithProviders(<ResizableContainer panel="searchTable">table</ResizableContainer>, {
      store,
    });
    fireEvent.pointerDown(handle(), { clientY: 600, pointerId: 1 });
    fireEvent.pointerMove(handle(), { clientY: 750, pointerId: 1 });
    expect(panel()).toHaveStyle({ height: '650px' });
    expect(store.getState().resize.searchTable).toBe(500);
    fireEvent.pointerUp(handle(), { clientY: 760, pointerId: 1 });
    expect(store.getState().resize.searchTable).toBe(660);
  });

  it('never goes below 100 px', () => {
    const store = createTestStore();
    renderWithProviders(<ResizableContainer panel="documentEdit">doc</ResizableContainer>, {
      store,
    });
    fireEvent.pointerDown(handle(), { clientY: 900, pointerId: 1 });
    fireEvent.pointerUp(handle(), { clientY: 0, pointerId: 1 });
    expect(store.getState().resize.documentEdit).toBe(100);
  });

  it('resizes with the arrow keys', () => {
    const store = createTestStore();
    renderWithProviders(<ResizableContainer panel="searchQuery">query</ResizableContainer>, {
      store,
    });
    fireEvent.keyDown(handle(), { key: 'ArrowDown' });
    expect(store.getState().resize.searchQuery).toBe(420);
    fireEvent.keyDown(handle(), { key: 'ArrowUp' });
    fireEvent.keyDown(handle(), { key: 'ArrowUp' });
    expect(store.getState().resize.searchQuery).toBe(380);
  });
});
