/** The pilot agreement terms in order (spec §1, §4 and §9); each one's title and text are in ../messages by id. */
export const PILOT_AGREEMENT_TERMS = ['capacity', 'term', 'access', 'commitments', 'cost', 'confidentiality', 'approval', 'data'] as const;
