// Cluster calls of the diagnostics screen as RTK Query endpoints: the index names its pickers
// offer (its first data), an index's analysable fields and own analysis, a text analysed, a
// search profiled (the health and disk usage views have their own, beside them). Analyses and
// profiles are mutations: each run is asked afresh, never cached.
import { clusterApi, clusterQuery } from '../../api/clusterApi';
import { ASK_WHEN_OLD, screenQuery } from '../../api/screenQuery';
import {
  analyzeText,
  indexAnalysisSettings,
  profileSearch,
  type ProfileSearchArg,
} from '../../api/operations/diagnostics';
import { catIndexNames } from '../../api/operations/indices';
import { getMapping } from '../../api/operations/mappings';
import { readAnalyzeAnswer, type AnalysisResult } from '../../engine/diagnostics/analyzeExplain';
import { readIndexAnalysis, type IndexAnalysis } from '../../engine/diagnostics/analyzeRequest';
import type { EngineRequest } from '../../engine/exportRequests';
import { analysedFields, type AnalysedField } from './analysisFields';

export interface IndexAnalysisChoices {
  fields: AnalysedField[];
  analysis: IndexAnalysis;
}

export const diagnosticsApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    diagnosticsIndexNames: build.query<string[], void>({
      queryFn: clusterQuery(async (target, _arg, signal) =>
        (await catIndexNames(target, '*', signal)).sort(),
      ),
      providesTags: ['Indices'],
    }),
    indexAnalysisChoices: build.query<IndexAnalysisChoices, string>({
      queryFn: clusterQuery(async (target, index, signal) => {
        const [mapping, settings] = await Promise.all([
          getMapping(target, index, signal),
          indexAnalysisSettings(target, index, signal),
        ]);
        return { fields: analysedFields(mapping), analysis: readIndexAnalysis(settings, index) };
      }),
      providesTags: ['Indices'],
    }),
    analyzeText: build.mutation<AnalysisResult, EngineRequest>({
      queryFn: clusterQuery(async (target, request, signal) =>
        readAnalyzeAnswer(await analyzeText(target, request, signal)),
      ),
    }),
    profileSearch: build.mutation<unknown, ProfileSearchArg>({
      queryFn: clusterQuery(profileSearch),
    }),
  }),
});

/** The index names the pickers offer. */
export const DIAGNOSTICS_INDEX_NAMES = screenQuery(
  diagnosticsApi.endpoints.diagnosticsIndexNames,
  () => undefined,
  { mounted: ASK_WHEN_OLD },
);

export const { useIndexAnalysisChoicesQuery, useAnalyzeTextMutation, useProfileSearchMutation } =
  diagnosticsApi;
