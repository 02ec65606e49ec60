// Token lists lined up by position, one row each: the stages of an explained analysis, or two
// analyzers on the same text. A token a stage changed or added carries the word beside it, and a
// row lists the tokens it dropped, so the difference never rests on colour alone. A long text's
// positions are shown a window at a time (a 10,000-character text has about 1,700 of them: a
// table of all would take seconds to lay out), with buttons to move the window.
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import {
  positionsOf,
  type AnalyzedToken,
  type TokenMark,
} from '../../../engine/diagnostics/analyzeExplain';
import { useTranslation } from '../../../i18n/translate';
import classes from './PositionGrid.module.css';

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

/** The word beside a token a stage changed or added, translated once per grid. */
type MarkWords = Record<Exclude<TokenMark, 'kept'>, string>;

/**
 * A token as its cell shows it: the text alone when the stage kept it, else the text in bold with
 * the word beside it. Plain elements, no component: a window holds a hundred of them.
 */
function tokenContent(token: AnalyzedToken, mark: TokenMark, words: MarkWords): ReactNode {
  if (mark === 'kept') return token.token;
  return (
    <>
      <span className={classes.touched}>{token.token}</span>
      <span className={mark === 'added' ? classes.added : classes.changed}>{words[mark]}</span>
    </>
  );
}

// Header and body cells are plain elements with the classes and attributes Table.Th and Table.Td
// would give them inside this table: a window of 25 positions over five stages is 150 cells, and
// the styled components cost more to mount than the cells' content.
const CELL = { 'data-with-column-border': true } as const;
const HEAD_CELL_CLASS = Table.classes.th;
const BODY_CELL_CLASS = Table.classes.td;
const TOKEN_CELL_CLASS = `${BODY_CELL_CLASS} ${classes.tokens}`;
const ROW = { className: Table.classes.tr, 'data-with-row-border': true } as const;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** How many positions the grid shows at once. */
export const POSITIONS_PER_WINDOW = 25;

interface WindowControlsProps {
  first: number;
  shown: number;
  count: number;
  move: (first: number) => void;
}

function WindowControls({ first, shown, count, move }: WindowControlsProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Button
        size="compact-sm"
        variant="default"
        disabled={first === 0}
        onClick={() => move(Math.max(0, first - POSITIONS_PER_WINDOW))}
      >
        {t('diagnostics.analysis.earlierPositions')}
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        disabled={first + shown >= count}
        onClick={() => move(first + POSITIONS_PER_WINDOW)}
      >
        {t('diagnostics.analysis.laterPositions')}
      </Button>
      <Text size="sm" role="status">
        {t('diagnostics.analysis.positionsShown', { from: first + 1, to: first + shown, count })}
      </Text>
    </Group>
  );
}

export function PositionGrid({ rows, label, rowsHeading }: PositionGridProps) {
  const { t } = useTranslation();
  const [wanted, setFirst] = useState(0);
  // The columns of every window; a move of the window reads them from here.
  const all = useMemo(
    () => positionsOf(rows.filter((row) => row.text === undefined).map((row) => row.tokens)),
    [rows],
  );
  // A new analysis with fewer positions moves the window back into range.
  const first = wanted < all.length ? wanted : 0;
  const positions = all.slice(first, first + POSITIONS_PER_WINDOW);
  const column = new Map(positions.map((position, index) => [position, index]));
  // The window's first and last positions: most tokens are outside, told by two comparisons.
  const low = positions[0] ?? 0;
  const high = positions[positions.length - 1] ?? -1;
  const inWindow = (token: AnalyzedToken) =>
    token.position >= low && token.position <= high && column.has(token.position);
  const words: MarkWords = {
    changed: t('diagnostics.analysis.mark.changed'),
    added: t('diagnostics.analysis.mark.added'),
  };
  const grid = (
    // Focusable, so that the keyboard can scroll it sideways.
    <div className={classes.scroll} tabIndex={0}>
      <Table withTableBorder withColumnBorders aria-label={label} style={{ width: 'auto' }}>
        <Table.Thead>
          <tr {...ROW}>
            <th className={HEAD_CELL_CLASS} {...CELL} scope="col">
              {rowsHeading}
            </th>
            {positions.map((position) => (
              <th className={HEAD_CELL_CLASS} {...CELL} key={position} scope="col" style={NO_WRAP}>
                {t('diagnostics.analysis.positionN', { position })}
              </th>
            ))}
          </tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const cells: { token: AnalyzedToken; mark: TokenMark }[][] = positions.map(() => []);
            // A plain loop: a row holds every token of the text, most outside the window.
            for (let index = 0; index < row.tokens.length; index += 1) {
              const token = row.tokens[index]!;
              if (token.position < low || token.position > high) continue;
              cells[column.get(token.position)!]?.push({
                token,
                mark: row.marks?.[index] ?? 'kept',
              });
            }
            const dropped = row.dropped?.filter(inWindow) ?? [];
            return (
              <tr {...ROW} key={row.key}>
                <th
                  className={HEAD_CELL_CLASS}
                  {...CELL}
                  scope="row"
                  style={{ verticalAlign: 'top' }}
                >
                  {row.label}
                  {dropped.length > 0 && (
                    <Text size="xs" c="dimmed">
                      {t('diagnostics.analysis.dropped', {
                        tokens: dropped.map((token) => token.token).join(', '),
                      })}
                    </Text>
                  )}
                </th>
                {row.text !== undefined ? (
                  <td className={BODY_CELL_CLASS} {...CELL} colSpan={Math.max(positions.length, 1)}>
                    <Text size="sm" ff="monospace" style={{ whiteSpace: 'pre-wrap' }}>
                      {row.text}
                    </Text>
                  </td>
                ) : (
                  cells.map((cell, index) => (
                    <td className={TOKEN_CELL_CLASS} {...CELL} key={positions[index]}>
                      {cell.length === 1
                        ? tokenContent(cell[0]!.token, cell[0]!.mark, words)
                        : // Several tokens at one position (synonyms): a line each.
                          cell.map(({ token, mark }) => (
                            <div key={`${token.start}:${token.end}:${token.token}`}>
                              {tokenContent(token, mark, words)}
                            </div>
                          ))}
                    </td>
                  ))
                )}
              </tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
  if (all.length <= POSITIONS_PER_WINDOW) return grid;
  return (
    <Stack gap="xs">
      <WindowControls first={first} shown={positions.length} count={all.length} move={setFirst} />
      {grid}
    </Stack>
  );
}
