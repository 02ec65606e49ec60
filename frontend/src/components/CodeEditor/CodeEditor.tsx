import { Suspense, lazy } from 'react';
import { Center, Loader } from '@mantine/core';
import type { CodeEditorProps } from './types';

/**
 * CodeMirror is not part of the app's first page: it is fetched into the browser's cache when the
 * page is idle after the first screen showed (`app/lazyCode.ts`), and runs the first time an
 * editor or viewer appears (the screen around it shows first).
 */
const loadCodeMirrorEditor = () => import('./CodeMirrorEditor');
const CodeMirrorEditor = lazy(loadCodeMirrorEditor);

function EditorFallback({ height }: { height: CodeEditorProps['height'] }) {
  return (
    <Center h={height ?? '100%'} mih={60}>
      <Loader size="sm" />
    </Center>
  );
}

/** The JSON editor: Beautify (Ctrl+Alt+L), Wrap lines, Collapse/Expand all, vim per settings. */
export function CodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<EditorFallback height={props.height} />}>
      <CodeMirrorEditor {...props} />
    </Suspense>
  );
}

/** Read-only variant for responses. */
export function CodeViewer(props: Omit<CodeEditorProps, 'readOnly' | 'onChange' | 'onSubmit'>) {
  return <CodeEditor {...props} readOnly />;
}
