import { Text } from '@mantine/core';

const METHOD_COLORS: Record<string, string> = {
  GET: 'teal',
  HEAD: 'teal',
  POST: 'blue',
  PUT: 'orange',
  PATCH: 'orange',
  DELETE: 'red',
  OPTIONS: 'gray',
};

/** A request's method and path in monospace, the method coloured by what it does. */
export function RequestText({ method, path }: { method: string; path: string }) {
  return (
    <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
      <Text span fw={700} c={METHOD_COLORS[method] ?? 'gray'} inherit>
        {method}
      </Text>{' '}
      {path}
    </Text>
  );
}
