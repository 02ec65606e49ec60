import { Text } from '@mantine/core';
import classes from './MethodText.module.css';

const METHOD_CLASSES: Record<string, string | undefined> = {
  GET: classes.read,
  HEAD: classes.read,
  POST: classes.create,
  PUT: classes.update,
  PATCH: classes.update,
  DELETE: classes.remove,
};

/** A request's method and path in monospace, the method coloured by what it does. */
export function RequestText({ method, path }: { method: string; path: string }) {
  return (
    <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
      <Text span fw={700} className={METHOD_CLASSES[method] ?? classes.other} inherit>
        {method}
      </Text>{' '}
      {path}
    </Text>
  );
}
