import {
  DIMENSIONS,
  EDITION_COLUMN_NAMES,
  EDITION_COLUMNS,
  EDITION_EXAMPLE_ROW,
  RUBRIC_REQUIREMENTS,
  RUBRIC_VERSION,
  RUBRIC_VERSION_PATTERN,
  requirementsCell,
  requirementsColumn,
  requirementsFromCell,
  requirementsOf,
  validateEditionFile,
} from '../src/index.js';
import messages from '../src/messages/ar.json' with { type: 'json' };

const ar: Record<string, string> = messages;

it('has a Requirements column for every dimension and a rubricVersion column, all optional in the header', () => {
  const rubric = EDITION_COLUMNS.filter((c) => c.rubric);
  expect(rubric.map((c) => c.name)).toEqual(['rubricVersion', ...DIMENSIONS.map((d) => requirementsColumn(d.key))]);
  expect(rubric.every((c) => !c.required)).toBe(true);
  expect(RUBRIC_VERSION).toMatch(RUBRIC_VERSION_PATTERN);
});

it('takes the template example row, whose requirements say its score', () => {
  const record = Object.fromEntries(EDITION_COLUMN_NAMES.map((c, i) => [c, EDITION_EXAMPLE_ROW[i]!]));
  const { rows, errors } = validateEditionFile({ columns: EDITION_COLUMN_NAMES, rows: [record] });
  expect(errors).toEqual([]);
  expect(rows[0]!.dimensions.dataSubjectRights.requirements!.filter((r) => r.met)).toHaveLength(5);
  expect(rows[0]!.rubricVersion).toBe(RUBRIC_VERSION);
});

it('writes a cell back as it reads it: the ids met in the rubric order, "none", or empty', () => {
  for (const { key } of DIMENSIONS) {
    const all = requirementsOf(key);
    const some = all.filter((_, i) => i % 2 === 0).map((r) => r.id).reverse().join(' ');
    for (const cell of ['', 'none', some, all.map((r) => r.id).join(' ')]) {
      const requirements = requirementsFromCell(key, cell);
      expect(requirementsFromCell(key, requirementsCell(requirements))).toEqual(requirements);
    }
  }
  expect(requirementsCell(null)).toBe('');
  expect(requirementsCell([{ id: 'children.addressed', met: false }])).toBe('none');
});

it('names every requirement with an id a cell can list, and has the Arabic of each text', () => {
  for (const r of RUBRIC_REQUIREMENTS) {
    expect(r.id).toMatch(/^[a-z][A-Za-z0-9]*\.[a-z][A-Za-z0-9]*$/);
    expect(ar[r.text]).toMatch(/[\u0600-\u06FF]/);
  }
  expect(new Set(RUBRIC_REQUIREMENTS.map((r) => r.id)).size).toBe(RUBRIC_REQUIREMENTS.length);
});
