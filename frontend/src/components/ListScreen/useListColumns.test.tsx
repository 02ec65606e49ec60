import { act, renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import type { TFunction } from '../../i18n/translate';
import type { DataTableColumn } from '../DataTable/types';
import { useListColumns, type ListRowActions } from './useListColumns';

interface Row {
  name: string;
}
type Handler = ((row: Row) => void) | null;
type Actions = ListRowActions<{ onEdit: Handler }, { onRun: Handler }>;

const built: Actions[] = [];
function columns(t: TFunction, actions: Actions): DataTableColumn<Row>[] {
  built.push(actions);
  return [{ id: 'name', header: t('ingest.columns.name'), accessorFn: (row) => row.name }];
}

function render(writeReason: string | null, handlers: { onEdit: Handler; onRun: Handler }) {
  const isExpanded = (key: string) => key === 'alpha';
  return renderHook(
    ({ onEdit, onRun }) =>
      useListColumns({
        list: { isExpanded, writeReason },
        columns,
        writes: { onEdit: onEdit ?? vi.fn() },
        reads: { onRun: onRun ?? vi.fn() },
      }),
    { initialProps: handlers },
  );
}

beforeAll(async () => {
  await initI18n('en');
});

describe('useListColumns', () => {
  it('offers every button where writes are offered', () => {
    built.length = 0;
    const onEdit = vi.fn();
    const onRun = vi.fn();
    render(null, { onEdit, onRun });
    const actions = built[0];
    expect(actions.isExpanded('alpha')).toBe(true);
    actions.onEdit?.({ name: 'alpha' });
    actions.onRun?.({ name: 'beta' });
    expect(onEdit).toHaveBeenCalledWith({ name: 'alpha' });
    expect(onRun).toHaveBeenCalledWith({ name: 'beta' });
  });

  it('leaves out the writes where they are not offered, and keeps the reads', () => {
    built.length = 0;
    const onRun = vi.fn();
    render('The cluster is read-only', { onEdit: vi.fn(), onRun });
    expect(built[0].onEdit).toBeNull();
    built[0].onRun?.({ name: 'alpha' });
    expect(onRun).toHaveBeenCalledWith({ name: 'alpha' });
  });

  it('keeps its columns while its handlers stay the same, and builds them again for new ones', () => {
    built.length = 0;
    const first = vi.fn();
    const onRun = vi.fn();
    const { result, rerender } = render(null, { onEdit: first, onRun });
    const before = result.current;
    act(() => rerender({ onEdit: first, onRun }));
    expect(result.current).toBe(before);
    const latest = vi.fn();
    act(() => rerender({ onEdit: latest, onRun }));
    expect(result.current).not.toBe(before);
    built[built.length - 1].onEdit?.({ name: 'alpha' });
    expect(latest).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });
});
