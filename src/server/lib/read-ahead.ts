/**
 * Asks for the next batch before the current one is written, so reading the database (in its own
 * thread or server) overlaps with turning the current batch into bytes and with the zip
 * compressing (off the main thread). Ending early ends the source too.
 */
export async function* readAhead<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  // A read that fails while the previous batch is still being written must not count as an
  // unhandled rejection (which ends the process): it is marked handled here and rethrown by the await.
  const ask = () => {
    const pending = iterator.next();
    pending.catch(() => undefined);
    return pending;
  };
  let next = ask();
  try {
    for (;;) {
      const result = await next;
      if (result.done) return;
      next = ask();
      yield result.value;
    }
  } finally {
    // Settle the read already asked for before closing the source.
    await next.catch(() => undefined);
    await iterator.return?.();
  }
}
