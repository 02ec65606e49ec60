// The editor's Preview: sends the built template to the engine's simulation and keeps what it
// said (or why it refused) until the form changes. An answer to a run that a form change or a
// later run made old is dropped, so the preview never shows an earlier body's result. The
// overlapping templates are compared with the listed composable templates' priorities
// (templateSimulation).
import { useRef, useState } from 'react';
import { simulateTemplatePath } from '../../api/operations/templates';
import { ErrorReason } from '../../components/ErrorReason/ErrorReason';
import { TemplatePreview } from './TemplatePreview';
import { overlapNotes, simulatedTemplate, type SimulatedTemplate } from './templateSimulation';
import { useSimulateIndexTemplateMutation, useTemplateListQuery } from './templatesApi';

interface Previewed {
  request: string;
  result: SimulatedTemplate;
}

export interface TemplatePreviewState {
  run: (name: string, body: Record<string, unknown>) => void;
  clear: () => void;
  busy: boolean;
  previewed: Previewed | null;
  error: unknown;
  /** The priority the form gives, against which overlapping templates are compared. */
  priority: number | null;
}

export function useTemplatePreview(priority: number | null): TemplatePreviewState {
  const [simulate, state] = useSimulateIndexTemplateMutation();
  const [previewed, setPreviewed] = useState<Previewed | null>(null);
  // Each run and each clear takes the next number; only the latest run's answer is kept.
  const latest = useRef(0);
  return {
    run: (name, body) => {
      const run = ++latest.current;
      setPreviewed(null);
      simulate({ name, body })
        .unwrap()
        .then((answer) => {
          if (run !== latest.current) return;
          setPreviewed({
            request: `POST ${simulateTemplatePath(name)}`,
            result: simulatedTemplate(answer),
          });
        })
        // The panel shows the reason itself.
        .catch(() => undefined);
    },
    clear: () => {
      latest.current += 1;
      setPreviewed(null);
      state.reset();
    },
    busy: state.isLoading,
    previewed,
    error: state.error,
    priority,
  };
}

/** What the last preview said, or why the engine refused it; nothing before one is asked. */
export function TemplatePreviewPanel({ preview }: { preview: TemplatePreviewState }) {
  const composable = useTemplateListQuery('_index_template');
  if (preview.error !== undefined) return <ErrorReason error={preview.error} />;
  if (preview.previewed === null) return null;
  const { request, result } = preview.previewed;
  return (
    <TemplatePreview
      request={request}
      result={result}
      notes={overlapNotes(result.overlapping, composable.data, preview.priority)}
    />
  );
}
