/** Build-Operate-Transfer phases and their activities (spec §9); their texts are in ../messages by id. */
export const BOT_PHASES = [
  { id: 'build', details: ['gapAssessment', 'dataMaps', 'notices', 'platformSetup'] },
  { id: 'operate', details: ['requests', 'assessments', 'breachReady', 'reporting'] },
  { id: 'transfer', details: ['training', 'runbooks', 'handover', 'support'] },
] as const;

export type BotPhase = (typeof BOT_PHASES)[number];
