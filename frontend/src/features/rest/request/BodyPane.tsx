// The body editor, or for GET and HEAD the hint that replaces it.
// Pasting console requests into the empty editor loads them (see paste.ts) instead.
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { skipToken } from '@reduxjs/toolkit/query';
import { CodeEditor } from '../../../components/CodeEditor/CodeEditor';
import type { EditorCompletions, EditorWarnings } from '../../../components/CodeEditor/types';
import type { RestRequest } from '../../../engine/clusterDb';
import { bodyCompletions } from '../catalogue/bodyCompletion';
import { bodyContext } from '../catalogue/bodyContext';
import type { Catalogue, CatalogueType } from '../catalogue/catalogueTypes';
import { bodyChecks } from '../catalogue/checks';
import { matchEndpoints, type EndpointMatch } from '../catalogue/endpoints';
import { useFieldNamesQuery } from '../catalogue/fieldNames';
import { requestsFromEditorPaste, type PastedRequests } from './paste';
import { sendsBody } from '../restRequest';

/**
 * The body reaches the tab (and the rest of the form) once typing pauses this long: a body of
 * thousands of lines is not copied into the tab on every key.
 */
const BODY_CHANGE_DELAY_MS = 250;

interface BodyPaneProps {
  request: RestRequest;
  /** The engine's API catalogue, for the body's completion (null while it loads). */
  catalogue: Catalogue | null;
  /** The cluster's version. */
  version: string;
  onChange: (request: Partial<RestRequest>) => void;
  onSend: () => void;
  onPaste: (requests: PastedRequests) => void;
}

export function BodyPane({
  request,
  catalogue,
  version,
  onChange,
  onSend,
  onPaste,
}: BodyPaneProps) {
  // The fields of the path's indices are read once the body is being edited, not while the
  // path is typed (each prefix of an index name would be asked for).
  const [editing, setEditing] = useState(false);
  const match = useMemo(
    () => bodyEndpoint(catalogue, version, request.method, request.path),
    [catalogue, version, request.method, request.path],
  );
  const completions = useBodyCompletions(catalogue, match, editing);
  const warnings = useBodyWarnings(catalogue, match?.endpoint.body);
  if (!sendsBody(request.method))
    return <BodyHint method={request.method} onUsePost={() => onChange({ method: 'POST' })} />;

  return (
    <Box h="100%" onFocus={() => setEditing(true)}>
      <BodyEditor
        body={request.body}
        completions={completions}
        warnings={warnings}
        onChange={onChange}
        onSend={onSend}
        onPaste={onPaste}
      />
    </Box>
  );
}

interface BodyEditorProps extends Pick<BodyPaneProps, 'onChange' | 'onSend' | 'onPaste'> {
  body: string;
  completions: EditorCompletions | undefined;
  warnings: EditorWarnings;
}

/**
 * The editor, drawn again only when the body, its completion or its warnings change (not on each
 * key typed in the path); its handlers are the latest given.
 */
const BodyEditor = memo(
  function BodyEditor({ body, completions, warnings, ...handlers }: BodyEditorProps) {
    const { t } = useTranslation();
    const latest = useRef(handlers);
    useEffect(() => {
      latest.current = handlers;
    });
    const [onPasteText] = useState(() => (text: string, editorText: string) => {
      const pasted = requestsFromEditorPaste(editorText, text);
      if (pasted) latest.current.onPaste(pasted);
      return pasted !== null;
    });
    return (
      <CodeEditor
        value={body}
        onChange={(changed) => latest.current.onChange({ body: changed })}
        changeDelayMs={BODY_CHANGE_DELAY_MS}
        onPasteText={onPasteText}
        onSubmit={() => latest.current.onSend()}
        completions={completions}
        warnings={warnings}
        label={t('rest.form.body')}
      />
    );
  },
  (before, after) =>
    before.body === after.body &&
    before.completions === after.completions &&
    before.warnings === after.warnings,
);

/** The endpoint a request is sent to, when the catalogue knows it. */
function bodyEndpoint(
  catalogue: Catalogue | null,
  version: string,
  method: string,
  path: string,
): EndpointMatch | undefined {
  return catalogue ? matchEndpoints(catalogue, version, method, path.split('?')[0])[0] : undefined;
}

/**
 * The body's completion for the request's endpoint: the keys and values valid at the caret, and
 * the fields of the indices the path names where a field is expected (read once `editing`).
 */
function useBodyCompletions(
  catalogue: Catalogue | null,
  match: EndpointMatch | undefined,
  editing: boolean,
): EditorCompletions | undefined {
  const { t } = useTranslation();
  const bodyType = match?.endpoint.body;
  const indices = match && bodyType ? indexPart(match.endpoint.parts, match.parts) : null;
  const fields = useFieldNamesQuery(editing && indices ? indices : skipToken).data;
  return useCallback<EditorCompletions>(
    (before) => {
      if (!catalogue || !bodyType) return null;
      const context = bodyContext(before, before.length);
      if (!context) return null;
      const options = bodyCompletions(catalogue, bodyType, context, fields).map(
        ({ valueKinds, ...option }) => ({
          ...option,
          detail: valueKinds
            ? valueKinds.map((kind) => t(`rest.completion.value.${kind}`)).join(' | ')
            : t(`rest.completion.kind.${option.kind}`),
        }),
      );
      return { from: context.from, options };
    },
    [catalogue, bodyType, fields, t],
  );
}

/** The body's keys the endpoint does not take at their place, as the editor's warnings. */
function useBodyWarnings(
  catalogue: Catalogue | null,
  bodyType: CatalogueType | undefined,
): EditorWarnings {
  const { t } = useTranslation();
  return useCallback<EditorWarnings>(
    (text) =>
      catalogue
        ? bodyChecks(catalogue, bodyType, text).map(({ from, to, key, suggestion }) => ({
            from,
            to,
            message: suggestion
              ? t('rest.check.nearestKey', { key, suggestion })
              : t('rest.check.unknownKey', { key }),
          }))
        : [],
    [catalogue, bodyType, t],
  );
}

/** The value of the path's part that names indices, when it has one. */
function indexPart(
  kinds: Record<string, string> | undefined,
  values: Record<string, string>,
): string | null {
  const part = Object.keys(values).find((name) => kinds?.[name] === 'indices');
  return part ? values[part] : null;
}

function BodyHint({ method, onUsePost }: { method: string; onUsePost: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert icon={<IconInfoCircle />} color="gray" variant="light" mt={34}>
      <Stack gap="xs">
        <Text size="sm">{t('rest.hint.cannotSendBody', { method })}</Text>
        <Button size="xs" variant="default" w="fit-content" onClick={onUsePost}>
          {t('rest.hint.usePost')}
        </Button>
        <Text size="sm">{t('rest.hint.queryParameters')}</Text>
        <Text size="sm">{t('rest.hint.searchWithPost')}</Text>
      </Stack>
    </Alert>
  );
}
