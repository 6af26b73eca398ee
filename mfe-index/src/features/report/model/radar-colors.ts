/** Series colours of the radar and its HTML legend (the legend must not wait for the nivo chunk). */
export const RADAR_COLORS = { company: '#0b7a55', sector: '#6b21a8' } as const;
