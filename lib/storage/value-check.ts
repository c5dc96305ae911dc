/**
 * What a stored setting's value must be, as plain code: a type guard, and what it expects for the
 * message when a value is not that. Settings are checked with these rather than zod because the
 * popup reads them before its first paint, which must not load zod.
 */
export interface ValueCheck<T> {
  expected: string;
  accepts: (value: unknown) => value is T;
}

export function oneOf<const Choices extends readonly string[]>(...choices: Choices): ValueCheck<Choices[number]> {
  return {
    expected: `one of ${choices.join(', ')}`,
    accepts: (value): value is Choices[number] => typeof value === 'string' && choices.includes(value),
  };
}

export const nonEmptyText: ValueCheck<string> = {
  expected: 'a text that is not empty',
  accepts: (value): value is string => typeof value === 'string' && value.trim() !== '',
};

/** A text that `test` accepts; `expected` says what that is. */
export function textWhere(expected: string, test: (text: string) => boolean): ValueCheck<string> {
  return { expected, accepts: (value): value is string => typeof value === 'string' && test(value) };
}
