import { Center, Loader } from '@mantine/core';

/** Shown while a screen's code loads. */
export function PageLoader() {
  return (
    <Center mih={200} role="status">
      <Loader />
    </Center>
  );
}
