/**
 * `work`, or a rejection when it has not settled within `ms`: the readiness check and the metrics'
 * reading of the job queue never wait on a dependency that does not answer. The work itself is left
 * to finish or fail on its own.
 */
export async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
