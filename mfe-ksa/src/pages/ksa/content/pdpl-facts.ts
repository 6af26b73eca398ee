/** The PDPL key facts accordion (spec §2 /KSA, figures from §9): each fact's id and its points, texts in ../messages. */
export const PDPL_FACTS = [
  { id: 'legal-foundation', points: ['decree', 'inForce', 'authority', 'scope'] },
  { id: 'program-requirements', points: ['purpose', 'records', 'assessments', 'breach'] },
  { id: 'individual-rights', points: ['rights', 'consent', 'deadline'] },
  { id: 'enforcement', points: ['fines', 'sensitive', 'transfers', 'courts'] },
] as const;
