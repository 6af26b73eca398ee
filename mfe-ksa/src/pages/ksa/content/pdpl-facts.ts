/** The PDPL key facts accordion (spec §2 /KSA, figures from §9). */
export const PDPL_FACTS = [
  {
    id: 'legal-foundation',
    title: 'Legal Foundation',
    points: [
      'The Personal Data Protection Law was issued by Royal Decree M/19 of 9/2/1443H (16 September 2021) and amended by Royal Decree M/148 of 5/9/1444H (27 March 2023).',
      'It came into force on 14 September 2023, with a one-year grace period for compliance that ended on 14 September 2024.',
      'The Saudi Data & AI Authority (SDAIA) is the competent authority: it issues the Implementing Regulations and the Regulation on Personal Data Transfer outside the Kingdom, and supervises compliance.',
      'It applies to any processing of personal data in the Kingdom, and to processing outside the Kingdom of data about people residing in it.',
    ],
  },
  {
    id: 'program-requirements',
    title: 'Program Requirements',
    points: [
      'Process personal data only for a specific, lawful purpose, on a legal basis such as consent, a contract, a legal obligation, vital interests or legitimate interest.',
      'Keep a record of processing activities, give data subjects a privacy notice, and appoint a data protection officer where the Implementing Regulations require one.',
      'Assess the impact of high-risk processing before it starts, and transfer data outside the Kingdom only under the permitted conditions and safeguards.',
      'Notify SDAIA within 72 hours of becoming aware of a personal data breach, and inform affected individuals without undue delay when it could harm them.',
    ],
  },
  {
    id: 'individual-rights',
    title: 'Individual Rights',
    points: [
      'Data subjects have the right to be informed, to access their personal data and obtain a copy, to have it corrected or completed, and to have it destroyed once it is no longer needed.',
      'They may withdraw their consent at any time, and may complain to SDAIA.',
      'Controllers must answer a request within 30 days, extendable once by a further 30 days when the request needs it, with notice to the data subject.',
    ],
  },
  {
    id: 'enforcement',
    title: 'Enforcement',
    points: [
      'Administrative fines reach SAR 5 million per violation, and can be doubled for repeat violations.',
      'Disclosing or publishing sensitive data unlawfully with intent to harm the data subject or for personal benefit carries up to 2 years in prison and a fine of up to SAR 3 million.',
      'The law as first issued also punished unlawful transfers of personal data outside the Kingdom with up to 1 year in prison and a fine of up to SAR 1 million.',
      'Courts may also order confiscation of the proceeds, publication of the judgment, and compensation for the harm suffered.',
    ],
  },
] as const;
