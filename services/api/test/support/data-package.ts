/**
 * Checks a Frictionless Tabular Data Package against the CSV it names, by the rules of the
 * specifications (Data Package, Tabular Data Resource, CSV Dialect, Table Schema): the descriptor's
 * shape with ajv, then the CSV's header against the schema's fields, then every row, each cell cast
 * to its field's type (number, date, uri) and checked with ajv against the field's constraints.
 */
import { Ajv } from 'ajv';
import { parse } from 'csv-parse/sync';
import type { DataPackage, TableSchema, TableSchemaField } from '../../src/modules/editions/data-package.js';

const ajv = new Ajv({ allErrors: true });
// ajv's own formats need a plugin; date-time is the only one the descriptor uses.
ajv.addFormat('date-time', (value: string) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)));

/** What the specifications require of a tabular data package with one CSV resource. */
const validDescriptor = ajv.compile({
  type: 'object',
  required: ['profile', 'name', 'resources', 'licenses'],
  properties: {
    profile: { const: 'tabular-data-package' },
    name: { type: 'string', pattern: '^[a-z0-9._-]+$' },
    version: { type: 'string' },
    created: { type: 'string', format: 'date-time' },
    licenses: { type: 'array', minItems: 1, items: { type: 'object', required: ['name', 'path'], properties: { path: { type: 'string', pattern: '^https?://' } } } },
    sources: { type: 'array', items: { type: 'object', required: ['title'] } },
    resources: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['name', 'path', 'profile', 'schema'],
        properties: {
          profile: { const: 'tabular-data-resource' },
          name: { type: 'string', pattern: '^[a-z0-9._-]+$' },
          // A relative path may not climb out of the package's place, nor be absolute (Data Resource spec).
          path: { type: 'string', not: { pattern: '(^/|\\.\\./|^[a-z]+:)' } },
          schema: {
            type: 'object',
            required: ['fields'],
            properties: {
              fields: {
                type: 'array',
                items: { type: 'object', required: ['name', 'type'], properties: { type: { enum: ['string', 'number', 'integer', 'date', 'boolean'] } } },
              },
            },
          },
        },
      },
    },
  },
});

/** The JSON Schema of one row once cast: the Table Schema's constraints, one property per field. */
function rowSchema(schema: TableSchema) {
  return {
    type: 'object',
    required: schema.fields.filter((f) => f.constraints?.required).map((f) => f.name),
    properties: Object.fromEntries(
      schema.fields.map((f) => {
        const c = f.constraints ?? {};
        // A Table Schema pattern is an XML Schema regular expression: it must match the whole cell.
        const pattern = c.pattern === undefined ? {} : { pattern: `^(?:${c.pattern})$` };
        return [f.name, { type: f.type === 'number' ? 'number' : 'string', ...pick(c, ['minimum', 'maximum', 'enum', 'maxLength']), ...pattern }];
      }),
    ),
  };
}

const pick = (from: object, keys: string[]) => Object.fromEntries(Object.entries(from).filter(([k]) => keys.includes(k)));

/** A cell in its field's type (Table Schema's default formats), or an error text. */
function cast(field: TableSchemaField, cell: string): { value: unknown } | { error: string } {
  switch (field.type) {
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(cell) ? { value: Number(cell) } : { error: `"${cell}" is not a number` };
    case 'date': {
      const valid = /^\d{4}-\d{2}-\d{2}$/.test(cell) && new Date(`${cell}T00:00:00Z`).toISOString().startsWith(cell);
      return valid ? { value: cell } : { error: `"${cell}" is not a date` };
    }
    case 'string':
      if (field.format === 'uri' && !URL.canParse(cell)) return { error: `"${cell}" is not a URI` };
      return { value: cell };
  }
}

/** Every way `csv` breaks the package's promises; [] when the package describes it truly. */
export function dataPackageErrors(descriptor: DataPackage, csv: string): string[] {
  if (!validDescriptor(descriptor)) return validDescriptor.errors!.map((e) => `descriptor ${e.instancePath} ${e.message}`);
  const { schema, dialect } = descriptor.resources[0]!;
  const errors: string[] = [];
  // utf-8 with a byte-order mark is utf-8 to every reader (Frictionless reads it as utf-8-sig).
  const rows = parse(csv, { bom: true, delimiter: dialect.delimiter, quote: dialect.quoteChar, relax_column_count: true }) as string[][];
  const [header, ...records] = rows;
  const names = schema.fields.map((f) => f.name);
  if (JSON.stringify(header) !== JSON.stringify(names)) errors.push(`header ${JSON.stringify(header?.slice(0, 3))}… is not the schema's fields`);
  const validRow = ajv.compile(rowSchema(schema));
  const keys = new Set<string>();
  records.forEach((cells, i) => {
    const line = i + 2;
    if (cells.length !== names.length) errors.push(`row ${line}: ${cells.length} cells for ${names.length} fields`);
    const row: Record<string, unknown> = {};
    schema.fields.forEach((field, j) => {
      const cell = cells[j] ?? '';
      if (schema.missingValues.includes(cell)) return;
      const result = cast(field, cell);
      if ('error' in result) errors.push(`row ${line}, ${field.name}: ${result.error}`);
      else row[field.name] = result.value;
    });
    if (!validRow(row)) errors.push(...validRow.errors!.map((e) => `row ${line}${e.instancePath || ''}: ${e.message}`));
    const key = String(row[schema.primaryKey]);
    if (keys.has(key)) errors.push(`row ${line}: primary key ${key} repeated`);
    keys.add(key);
  });
  return errors;
}
