/** Why Saudi privacy teams use the product (the benefits section of /KSA). */
export const KSA_BENEFITS = [
  {
    title: 'Workflows mapped to PDPL articles',
    text: 'Agents for records of processing, impact assessments, data-subject requests and breach notices follow the PDPL and its Implementing Regulations step by step.',
  },
  {
    title: 'Hosted in the Kingdom',
    text: 'Your data stays in Saudi Arabia, encrypted, with role-based access and audit logs, and is never used to train shared models.',
  },
  {
    title: 'Arabic and English',
    text: 'Work, draft and publish notices in both languages, with a full right-to-left interface.',
  },
  {
    title: 'Deadlines you can meet',
    text: 'Track the 72-hour breach notice and the 30-day response to data-subject requests, with reminders and an evidence trail.',
  },
  {
    title: 'A smaller team, more capacity',
    text: 'Expert-trained agents cut manual work by 80% and more, so your DPO spends time on decisions, not paperwork.',
  },
  {
    title: 'Aligned with Vision 2030',
    text: 'Build the trusted digital economy Vision 2030 calls for, with compliance that regulators and customers can verify.',
  },
] as const;
