/**
 * Runs tasks one at a time per key (the service asks for no concurrent calls per company), while
 * tasks of different keys run side by side.
 */
export function createKeyedSerialQueue() {
  const tails = new Map<string, Promise<unknown>>();

  return function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}
