import { fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '../../test/renderScreen';
import { SplitPane } from './SplitPane';

async function renderSplit(split = 42) {
  const view = await renderScreen(<SplitPane left={<p>editor</p>} right={<p>viewer</p>} />, {
    restQuery: { activeTabs: {}, panel: null, split },
  });
  const divider = screen.getByRole('separator');
  const left = screen.getByText('editor').parentElement as HTMLElement;
  return { ...view, divider, left };
}

describe('SplitPane', () => {
  it('gives the editor its remembered share of the width', async () => {
    const { divider, left } = await renderSplit(60);
    expect(left.style.flex).toBe('0 0 60%');
    expect(divider).toHaveAttribute('aria-valuenow', '60');
    expect(divider).toHaveAccessibleName(/request body and the response/);
  });

  it('moves with the arrow keys within its limits and is remembered', async () => {
    const { divider, store } = await renderSplit(80);
    fireEvent.keyDown(divider, { key: 'ArrowLeft' });
    expect(store.getState().restQuery.split).toBe(75);
    fireEvent.keyDown(divider, { key: 'ArrowRight' });
    fireEvent.keyDown(divider, { key: 'ArrowRight' });
    expect(store.getState().restQuery.split).toBe(85);
    expect(divider).toHaveAttribute('aria-valuenow', '85');
  });

  it('goes back to the default share on a double click', async () => {
    const { divider, store } = await renderSplit(70);
    fireEvent.doubleClick(divider);
    expect(store.getState().restQuery.split).toBe(42);
  });
});
