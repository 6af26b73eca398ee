/** A subscription tier (spec §3 "Pricing tier"); no prices are shown, visitors contact sales. */
export interface Tier {
  tier: 'CORE' | 'PRO' | 'ENTERPRISE';
  name: string;
  highlight: string;
  description: string;
  /** Heading of the feature list on the card's back. */
  featuresHeading: string;
  features: string[];
  outcome: string;
  bestFor: string;
  popular: boolean;
  buttonText: string;
}

export const TIERS: Tier[] = [
  {
    tier: 'CORE',
    name: 'Privacy Basics',
    highlight: 'Live in days, not quarters',
    description: 'An AI Co-Pilot that knows PDPL and its Implementing Regulations, with agents that draft your RoPA and DPIAs for review.',
    featuresHeading: 'What you get',
    features: [
      'AI Co-Pilot for questions, drafting and delegation',
      'Regulatory monitoring of SDAIA and sector guidance',
      'Agentic execution of RoPAs and DPIAs',
      '3 users plus unlimited collaborators',
      'Fast setup with PDPL-mapped templates',
    ],
    outcome: 'A defensible record of processing and first DPIAs in weeks.',
    bestFor: 'Best for a DPO building the programme, alone or with a small team.',
    popular: false,
    buttonText: 'Join Waiting List',
  },
  {
    tier: 'PRO',
    name: 'Privacy Ops',
    highlight: 'Run privacy as a managed process',
    description: 'Prebuilt agents and end-to-end workflows that connect to the systems where personal data actually lives.',
    featuresHeading: 'Everything in CORE Plus',
    features: [
      'Prebuilt agents for DSARs, consent, vendors and transfers',
      'End-to-end workflows with approvals and audit trail',
      'System connectors: HR, CRM, IT and data stores',
      'Data flow mapping across systems and borders',
      'SLA-tracked processes with role-based access',
    ],
    outcome: 'Every request, assessment and approval tracked against its deadline.',
    bestFor: 'Best for privacy teams serving several business units.',
    popular: false,
    buttonText: 'Join Waiting List',
  },
  {
    tier: 'ENTERPRISE',
    name: 'Privacy Automation',
    highlight: 'Automate privacy across the group',
    description: 'Multi-entity privacy operations with discovery, DSAR fulfilment and incident orchestration at scale.',
    featuresHeading: 'Everything in PRO Plus',
    features: [
      'Multi-org management for groups and subsidiaries',
      'DSAR fulfilment across connected systems',
      'Data discovery and classification',
      'Incident orchestration for the 72-hour breach clock',
      'Enterprise integrations: APIs, SSO, HR, CRM, ITSM',
      'Enterprise RBAC and audit logs',
    ],
    outcome: 'One programme, many entities, evidence on demand for the regulator.',
    bestFor: 'Best for groups, regulated sectors and government entities.',
    popular: false,
    buttonText: 'Join Waiting List',
  },
];
