import type { MessageAst } from '@shared/i18n/compiled-messages';

/*
 * Values to format an ICU message with, so that between them every plural
 * form, every select branch and every kind of argument is tried (decision
 * 151's tests compare compiled messages with their texts).
 */

type Element = {
  type: number;
  value?: unknown;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
};

// ICU's element types: 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural.
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 101, 1.5, 12_345];
const DAY = new Date(Date.UTC(2027, 0, 3, 14, 5));

function triesOf(ast: MessageAst): Map<string, unknown[]> {
  const tries = new Map<string, unknown[]>();
  const add = (name: string, values: unknown[]) =>
    tries.set(name, [...new Set([...(tries.get(name) ?? []), ...values])]);
  const visit = (elements: Element[]) => {
    for (const element of elements) {
      const name = typeof element.value === 'string' ? element.value : '';
      if (element.type === 1) add(name, ['Ana', '<b>', "l'été"]);
      if (element.type === 2 || element.type === 6) add(name, COUNTS);
      if (element.type === 3 || element.type === 4) add(name, [DAY]);
      if (element.type === 5) add(name, [...Object.keys(element.options ?? {}), 'neither']);
      for (const option of Object.values(element.options ?? {})) visit(option.value);
      if (element.children) visit(element.children);
    }
  };
  visit(ast as Element[]);
  return tries;
}

/** Value sets that, between them, try every value of every argument of `ast`. */
export function icuValueSets(ast: MessageAst): Array<Record<string, unknown>> {
  const tries = [...triesOf(ast)];
  const rounds = Math.max(1, ...tries.map(([, values]) => values.length));
  return Array.from({ length: rounds }, (_, round) =>
    Object.fromEntries(tries.map(([name, values]) => [name, values[round % values.length]])),
  );
}
