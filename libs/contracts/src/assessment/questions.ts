/** The 15 self-assessment questions (spec §3 ids, in order). A "yes" means the control is in place. */
export const ASSESSMENT_QUESTIONS = [
  {
    id: 'ndgp_registration',
    title: 'Registration on the National Data Governance Platform',
    description:
      'Is your organisation registered as a controller on SDAIA’s National Data Governance Platform, where the PDPL requires it (public entities, and controllers processing sensitive data or whose main activity is processing)?',
  },
  {
    id: 'dpo',
    title: 'Data Protection Officer appointed',
    description:
      'Have you appointed a person responsible for personal data protection (a DPO) with a clear mandate, reporting line and published contact details, as the PDPL Implementing Regulations require for in-scope controllers?',
  },
  {
    id: 'ropa',
    title: 'Record of processing activities',
    description:
      'Do you keep an up-to-date record of processing activities (purposes, data categories, recipients, retention, transfers) that you could hand to SDAIA on request?',
  },
  {
    id: 'lawful_basis',
    title: 'Lawful basis for every processing purpose',
    description:
      'Is each processing purpose tied to a documented legal basis under the PDPL (consent, contract, legal obligation, vital interest or legitimate interest), with consent captured and withdrawable where it is the basis?',
  },
  {
    id: 'privacy_notices',
    title: 'Privacy notices in Arabic',
    description:
      'Do you give data subjects a clear privacy notice, in Arabic, before or at collection, stating the purpose, legal basis, recipients, retention and their rights?',
  },
  {
    id: 'sensitive_data',
    title: 'Sensitive data safeguards',
    description:
      'Do you identify sensitive data (health, genetic, credit, religious, criminal and similar data), restrict who can access it, and apply the stricter conditions the PDPL sets for processing it?',
  },
  {
    id: 'dsar',
    title: 'Data subject requests within 30 days',
    description:
      'Can you receive, verify and answer requests to be informed, to access, to correct and to destroy personal data within 30 days, extended once by 30 days only with notice to the requester?',
  },
  {
    id: 'dpia',
    title: 'Data protection impact assessments',
    description:
      'Do you assess the impact of high-risk processing (new technologies, large-scale or sensitive data, profiling) before it starts, and record the risks and mitigations?',
  },
  {
    id: 'cross_border',
    title: 'Cross-border transfer controls',
    description:
      'Before personal data leaves the Kingdom, do you check the permitted transfer conditions (adequacy or appropriate safeguards), assess the risk, and keep evidence of each transfer?',
  },
  {
    id: 'breach_response',
    title: 'Breach response and 72-hour notification',
    description:
      'Do you have a tested incident-response plan that lets you notify SDAIA within 72 hours of becoming aware of a personal data breach, and inform affected individuals without undue delay when the breach could harm them?',
  },
  {
    id: 'processor_management',
    title: 'Processor due diligence and contracts',
    description:
      'Do you choose processors that give sufficient guarantees, bind them by contract to the PDPL, and check their compliance periodically?',
  },
  {
    id: 'retention_deletion',
    title: 'Retention limits and secure destruction',
    description:
      'Is every data category kept only as long as its purpose requires, under a retention schedule, and then destroyed or anonymised securely and verifiably?',
  },
  {
    id: 'training_accountability',
    title: 'Training and accountability',
    description:
      'Are staff who handle personal data trained on the PDPL, and can you show evidence of policies, approvals and oversight to a regulator?',
  },
  {
    id: 'childrens_data',
    title: "Children's data",
    description:
      'Where you process data of children or people lacking full legal capacity, do you obtain consent from their legal guardian and apply additional safeguards?',
  },
  {
    id: 'security_controls',
    title: 'Technical and organisational security',
    description:
      'Do you protect personal data with appropriate security measures (access control, encryption, logging, vulnerability management) in line with the National Cybersecurity Authority’s controls?',
  },
] as const;

export type AssessmentQuestionId = (typeof ASSESSMENT_QUESTIONS)[number]['id'];
export type AssessmentAnswers = Record<AssessmentQuestionId, boolean>;
export const ASSESSMENT_TOTAL = ASSESSMENT_QUESTIONS.length;
