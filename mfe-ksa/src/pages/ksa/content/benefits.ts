/** Why Saudi privacy teams use the product (the benefits section of /KSA), in order; texts in ../messages by id. */
export const KSA_BENEFITS = ['workflows', 'hosting', 'languages', 'deadlines', 'capacity', 'vision2030'] as const;
