// What an analysis gave: the tokens as a table, each stage side by side when explained, and the
// second analyzer's tokens against the first's when compared.
import { Stack, Text, Title } from '@mantine/core';
import {
  compareAnalyses,
  type AnalysisResult,
  type AnalysisStage,
} from '../../../engine/diagnostics/analyzeExplain';
import { useTranslation, type TFunction } from '../../../i18n/translate';
import { PositionGrid, type GridRow } from './PositionGrid';
import { TokenTable } from './TokenTable';

function stageLabel(stage: AnalysisStage, t: TFunction) {
  return (
    <>
      <Text size="xs" c="dimmed">
        {t(`diagnostics.analysis.kind.${stage.kind}`)}
      </Text>
      <Text size="sm" ff="monospace">
        {stage.name}
      </Text>
    </>
  );
}

export function stageRows(stages: readonly AnalysisStage[], t: TFunction): GridRow[] {
  return stages.map((stage, index) => ({
    key: `${index}`,
    label: stageLabel(stage, t),
    tokens: stage.tokens,
    marks: stage.marks,
    dropped: stage.dropped,
    ...(stage.kind === 'charFilter' ? { text: stage.text.join('\n') } : {}),
  }));
}

interface AnalysisResultsProps {
  result: AnalysisResult;
  /** The second analyzer's answer, with its name. */
  compared: { name: string; result: AnalysisResult } | null;
  firstName: string;
}

export function AnalysisResults({ result, compared, firstName }: AnalysisResultsProps) {
  const { t } = useTranslation();
  const comparison = compared && compareAnalyses(result.tokens, compared.result.tokens);
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('diagnostics.analysis.tokens', { number: result.tokens.length })}
      </Title>
      <TokenTable tokens={result.tokens} label={t('diagnostics.analysis.tokensTable')} />
      {result.stages && (
        <>
          <Title order={3} size="h4">
            {t('diagnostics.analysis.stages')}
          </Title>
          <PositionGrid
            rows={stageRows(result.stages, t)}
            rowsHeading={t('diagnostics.analysis.stage')}
            label={t('diagnostics.analysis.stages')}
          />
        </>
      )}
      {compared && comparison && (
        <>
          <Title order={3} size="h4">
            {t('diagnostics.analysis.comparison')}
          </Title>
          <PositionGrid
            label={t('diagnostics.analysis.comparison')}
            rowsHeading={t('diagnostics.analysis.analyzer')}
            rows={[
              { key: 'first', label: firstName, tokens: result.tokens },
              {
                key: 'second',
                label: compared.name,
                tokens: compared.result.tokens,
                marks: comparison.marks,
                dropped: comparison.onlyFirst,
              },
            ]}
          />
        </>
      )}
    </Stack>
  );
}
