// Token lists lined up by position, one row each: the stages of an explained analysis, or two
// analyzers on the same text. A token a stage changed or added carries the word beside it, and a
// row lists the tokens it dropped, so the difference never rests on colour alone.
import { Badge, Group, ScrollArea, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  alignByPosition,
  type AnalyzedToken,
  type TokenMark,
} from '../../../engine/diagnostics/analyzeExplain';
import { useTranslation } from '../../../i18n/translate';

export interface GridRow {
  key: string;
  /** The row's heading: the stage or the analyzer. */
  label: ReactNode;
  tokens: readonly AnalyzedToken[];
  /** Per token (same order as `tokens`); every token kept when absent. */
  marks?: readonly TokenMark[];
  /** Tokens the row's stage removed, listed under its heading. */
  dropped?: readonly AnalyzedToken[];
  /** A char filter's text: shown across the row instead of tokens. */
  text?: string;
}

interface PositionGridProps {
  rows: readonly GridRow[];
  /** Accessible name of the grid. */
  label: string;
  /** The heading of the rows' column: what each row is (a stage, an analyzer). */
  rowsHeading: string;
}

function TokenCell({ token, mark }: { token: AnalyzedToken; mark: TokenMark }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" ff="monospace" fw={mark === 'kept' ? undefined : 700}>
        {token.token}
      </Text>
      {mark !== 'kept' && (
        <Badge size="xs" variant="light" color={mark === 'added' ? 'teal' : 'orange'}>
          {t(`diagnostics.analysis.mark.${mark}`)}
        </Badge>
      )}
    </Group>
  );
}

export function PositionGrid({ rows, label, rowsHeading }: PositionGridProps) {
  const { t } = useTranslation();
  const tokenRows = rows.filter((row) => row.text === undefined);
  const { positions } = alignByPosition(tokenRows.map((row) => row.tokens));
  const column = new Map(positions.map((position, index) => [position, index]));
  return (
    <ScrollArea type="auto">
      <Table withTableBorder withColumnBorders aria-label={label} style={{ width: 'auto' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{rowsHeading}</Table.Th>
            {positions.map((position) => (
              <Table.Th key={position} scope="col">
                {t('diagnostics.analysis.positionN', { position })}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const cells: { token: AnalyzedToken; mark: TokenMark }[][] = positions.map(() => []);
            row.tokens.forEach((token, index) =>
              cells[column.get(token.position)!].push({
                token,
                mark: row.marks?.[index] ?? 'kept',
              }),
            );
            return (
              <Table.Tr key={row.key}>
                <Table.Th scope="row" style={{ verticalAlign: 'top' }}>
                  {row.label}
                  {row.dropped && row.dropped.length > 0 && (
                    <Text size="xs" c="dimmed">
                      {t('diagnostics.analysis.dropped', {
                        tokens: row.dropped.map((token) => token.token).join(', '),
                      })}
                    </Text>
                  )}
                </Table.Th>
                {row.text !== undefined ? (
                  <Table.Td colSpan={Math.max(positions.length, 1)}>
                    <Text size="sm" ff="monospace" style={{ whiteSpace: 'pre-wrap' }}>
                      {row.text}
                    </Text>
                  </Table.Td>
                ) : (
                  cells.map((cell, index) => (
                    <Table.Td key={positions[index]}>
                      {cell.map(({ token, mark }) => (
                        <TokenCell
                          key={`${token.start}:${token.end}:${token.token}`}
                          token={token}
                          mark={mark}
                        />
                      ))}
                    </Table.Td>
                  ))
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
