// One processor card of the pipeline form: the convert type chosen among the engine's types, the
// card collapsed to its type and one line, and labels in the interface's font.
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Distribution } from '../../engine/version';
import { ELASTICSEARCH_CONVERT_TYPES, OPENSEARCH_CONVERT_TYPES } from '../../test/convertTypes';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';
import { ProcessorCard } from './ProcessorCard';
import { processorItem, type ProcessorItem } from './processorModel';

function Card({ entry, onItem }: { entry: unknown; onItem?: (item: ProcessorItem) => void }) {
  const [item, setItem] = useState(() => processorItem(entry)!);
  return (
    <ProcessorCard
      item={item}
      number={1}
      last
      onChange={(next) => {
        setItem(next);
        onItem?.(next);
      }}
      onMove={() => undefined}
      onRemove={() => undefined}
    />
  );
}

async function show(
  entry: unknown,
  distribution: Distribution = 'elasticsearch',
  onItem = vi.fn(),
) {
  await renderScreen(<Card entry={entry} onItem={onItem} />, {
    connection: testConnection([testCluster({ distribution })], 0),
  });
  return onItem;
}

const CONVERT = { convert: { field: 'bytes', type: 'integer', if: 'ctx.bytes != null' } };

async function typesOffered(): Promise<string[]> {
  await userEvent.click(screen.getByRole('textbox', { name: 'Target type' }));
  const list = await screen.findByRole('listbox', { hidden: true });
  return within(list)
    .getAllByRole('option', { hidden: true })
    .map((option) => option.textContent ?? '');
}

describe('processor card', { timeout: 30_000 }, () => {
  it("chooses the convert type among Elasticsearch's types", async () => {
    const onItem = await show(CONVERT);
    expect(screen.getByRole('textbox', { name: 'Target type' })).toHaveValue('integer');
    expect(await typesOffered()).toEqual(ELASTICSEARCH_CONVERT_TYPES);
    await userEvent.click(screen.getByRole('option', { name: 'ip', hidden: true }));
    expect(onItem).toHaveBeenLastCalledWith(
      expect.objectContaining({ main: { field: 'bytes', type: 'ip' } }),
    );
  });

  it("offers OpenSearch's types there, which have no ip", async () => {
    await show(CONVERT, 'opensearch');
    expect(await typesOffered()).toEqual(OPENSEARCH_CONVERT_TYPES);
  });

  it('keeps offering a type read from the pipeline that the list does not hold', async () => {
    await show({ convert: { field: 'a', type: 'ip' } }, 'opensearch');
    expect(screen.getByRole('textbox', { name: 'Target type' })).toHaveValue('ip');
    expect(await typesOffered()).toContain('ip');
  });

  it('collapses to its type and one line of what is set, and opens again', async () => {
    await show(CONVERT);
    const toggle = screen.getByRole('button', { name: 'Options of processor 1 (convert)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Field' })).toBeNull();
    expect(screen.getByText('1. convert')).toBeInTheDocument();
    const summary = screen.getByTestId('processor-summary');
    expect(summary).toHaveTextContent(
      'Field: bytes · Target type: integer · Condition (if): ctx.bytes != null',
    );
    expect(toggle).toHaveAttribute('aria-controls', summary.id);
    await userEvent.click(toggle);
    expect(screen.getByRole('textbox', { name: 'Field' })).toHaveValue('bytes');
  });

  it('writes its labels in the interface font, code in the monospace one', async () => {
    await show({ script: { source: 'ctx.a = 1', if: 'ctx.b' } });
    const card = screen.getByTestId('processor-card');
    for (const name of ['Script source', 'Condition (if)', 'Other options (JSON object)']) {
      const field = screen.getByRole('textbox', { name });
      expect(field.style.fontFamily).toBe('var(--mantine-font-family-monospace)');
      const label = document.querySelector(`label[for="${field.id}"]`)!;
      for (let element: Element | null = label; element && element !== card.parentElement;) {
        expect((element as HTMLElement).style.fontFamily).toBe('');
        element = element.parentElement;
      }
    }
  });
});
