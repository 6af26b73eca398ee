/** Build-Operate-Transfer phases and their durations (spec §9). */
export const BOT_PHASES = [
  {
    id: 'build',
    name: 'Build',
    duration: '1-2 months',
    summary: 'We design and set up your PDPL programme with you.',
    details: [
      'Gap assessment against the PDPL and its Implementing Regulations',
      'Records of processing and data-flow maps',
      'Privacy notices, policies and consent flows in Arabic and English',
      'Platform configured with your systems and workflows',
    ],
  },
  {
    id: 'operate',
    name: 'Operate',
    duration: '2-4 months',
    summary: 'Our experts run the programme day to day on the platform.',
    details: [
      'Data-subject requests answered within 30 days',
      'Impact assessments and transfer risk assessments',
      'Breach response ready for the 72-hour notice',
      'Monthly reporting to your DPO and leadership',
    ],
  },
  {
    id: 'transfer',
    name: 'Transfer',
    duration: '1-2 months',
    summary: 'Your team takes over, trained and equipped.',
    details: [
      'Hands-on training for your DPO and privacy team',
      'Runbooks, evidence trails and audit-ready records',
      'Agents and workflows handed over to your team',
      'Optional ongoing support after hand-over',
    ],
  },
] as const;

export const BOT_TOTAL = 'about 4-8 months in total, with foundational compliance in as little as 4 months';
