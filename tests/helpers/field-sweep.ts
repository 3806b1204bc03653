import { z } from 'zod';

// Walks a route's zod schemas down to every field a person can type into,
// so the bad-input sweep can send each one NUL and control characters, and
// each date field a year PostgreSQL refuses (issue 24).

export const HOSTILE_TEXTS = ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u007fb'] as const;
export const HOSTILE_DATES = ['0000-01-01', '9999-12-31', '1492-10-12'] as const;
export const HOSTILE_DATE_TIMES = [
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '1492-10-12T10:00:00+02:00',
] as const;

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  format?: string;
};

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** The leaves under wrappers (optional, nullable, default, pipe, union). */
function leaves(schema: z.ZodType): z.ZodType[] {
  const def = defOf(schema);
  if (def.innerType) return leaves(def.innerType);
  if (def.type === 'pipe' && def.in) return leaves(def.in);
  if (def.type === 'union' && def.options) return def.options.flatMap(leaves);
  return [schema];
}

export type FieldKind = 'text' | 'date' | 'datetime';

/** A field of a body or query (`path` like `terms.items[]`) and what it holds. */
export type SweptField = {
  path: string;
  kind: FieldKind;
  /** The field's own schema: what the sweep parses the hostile value with. */
  schema: z.ZodType;
  /** Wraps a leaf value as the field expects it (a list gets one element). */
  wrap: (leaf: string) => unknown;
};

function kindOf(schema: z.ZodType): FieldKind | null {
  const strings = leaves(schema).filter((leaf) => defOf(leaf).type === 'string');
  if (strings.length === 0) return null;
  const formats = strings.map((leaf) => defOf(leaf).format);
  if (formats.includes('datetime')) return 'datetime';
  if (formats.includes('date')) return 'date';
  // An id, an email or a url has its own format check that refuses control
  // characters; free text is a string without one.
  if (formats.every((format) => format !== undefined)) return null;
  return 'text';
}

/** Every text and date field of an object schema, nested objects and lists included. */
export function sweptFields(schema: unknown, prefix = ''): SweptField[] {
  if (!(schema instanceof z.ZodType)) return [];
  const objects = leaves(schema).filter((leaf) => defOf(leaf).type === 'object');
  const fields: SweptField[] = [];
  for (const object of objects) {
    for (const [key, field] of Object.entries(defOf(object).shape ?? {})) {
      const path = prefix ? `${prefix}.${key}` : key;
      const kind = kindOf(field);
      if (kind) fields.push({ path, kind, schema: field, wrap: (leaf) => leaf });
      for (const inner of leaves(field)) {
        const def = defOf(inner);
        if (def.type === 'array' && def.element) {
          const elementKind = kindOf(def.element);
          if (elementKind)
            fields.push({ path: `${path}[]`, kind: elementKind, schema: field, wrap: (l) => [l] });
          fields.push(...sweptFields(def.element, `${path}[]`));
        } else if (def.type === 'object') {
          fields.push(...sweptFields(inner, path));
        }
      }
    }
  }
  return fields;
}

/** The hostile values for a field of this kind. */
export function hostileValues(kind: FieldKind): readonly string[] {
  if (kind === 'date') return HOSTILE_DATES;
  if (kind === 'datetime') return HOSTILE_DATE_TIMES;
  return HOSTILE_TEXTS;
}
