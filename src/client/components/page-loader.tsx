import { Center, Loader } from '@mantine/core';

/** Shown while a lazily loaded screen arrives. */
export function PageLoader() {
  return (
    <Center py="xl" mih={200}>
      <Loader role="status" aria-label="Loading" />
    </Center>
  );
}
