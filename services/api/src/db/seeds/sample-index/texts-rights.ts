import type { DimensionTextSet } from './text-types.js';

/** Templates for rights, consent, retention, transfers, sharing, children and the privacy contact. */
export const RIGHTS_TEXTS = {
  dataSubjectRights: {
    strong: {
      reason: 'All PDPL data subject rights are explained, with how to exercise them and the response time.',
      bestPractices: [
        'Explains the rights to be informed, to access, to request correction and to request destruction, and to withdraw consent',
        'Describes how requests are verified and answered',
        'Commits to respond within 30 days, extendable once by up to 30 days with notice to the data subject',
      ],
      criticalIssues: [],
      recommendations: ['Offer a self-service request form and track response times'],
    },
    partial: {
      reason: 'Some rights are listed, but not all PDPL rights are covered or the way to exercise them is unclear.',
      bestPractices: ['Rights of access and correction are mentioned'],
      criticalIssues: [
        'The right to request destruction or to withdraw consent is not mentioned',
        'No response time is stated for requests',
      ],
      recommendations: [
        'List all PDPL rights: to be informed, access, correction, destruction and withdrawal of consent',
        'State the 30-day response time and how requests are submitted',
      ],
    },
    weak: {
      reason: 'The notice does not tell data subjects what rights they have under the PDPL.',
      bestPractices: [],
      criticalIssues: [
        'Data subjects are not informed of their rights under Article 4 of the PDPL',
        'No visible process to receive rights requests and answer them within 30 days',
      ],
      recommendations: [
        'Add a rights section covering information, access, correction, destruction and withdrawal of consent',
        'Set up an internal process to answer requests within 30 days',
      ],
    },
    strength: 'All PDPL data subject rights explained, with a 30-day response commitment',
    issue: 'Data subject rights under the PDPL are not fully explained',
    action: 'Explain all PDPL rights and commit to answering requests within 30 days',
  },
  consentMechanisms: {
    strong: {
      reason: 'Consent is requested separately for each optional purpose, recorded, and can be withdrawn as easily as it was given.',
      bestPractices: [
        'Unticked opt-in boxes for marketing and other optional processing',
        'Explicit consent requested for sensitive data',
        'Easy withdrawal through account settings and unsubscribe links',
      ],
      criticalIssues: [],
      recommendations: ['Keep consent records with a timestamp and the notice version shown'],
    },
    partial: {
      reason: 'Consent is collected for some purposes, but it is bundled with the terms of service or hard to withdraw.',
      bestPractices: ['Marketing messages include an unsubscribe option'],
      criticalIssues: [
        'Consent is bundled with acceptance of the terms, so it is not given freely for each purpose',
        'Withdrawing consent is harder than giving it',
      ],
      recommendations: [
        'Ask for consent separately for each optional purpose, with unticked boxes',
        'Provide one-click withdrawal and honour it promptly',
      ],
    },
    weak: {
      reason: 'No meaningful consent mechanism: processing relies on implied consent or pre-ticked boxes.',
      bestPractices: [],
      criticalIssues: [
        "Implied or pre-ticked consent does not meet the PDPL's requirements for valid consent",
        'No way to withdraw consent, contrary to Article 5 of the PDPL',
      ],
      recommendations: [
        'Introduce explicit opt-in consent for marketing and other optional processing',
        'Let data subjects withdraw consent at any time, as easily as they gave it',
      ],
    },
    strength: 'Granular opt-in consent that can be withdrawn easily',
    issue: 'Consent is implied, bundled or hard to withdraw',
    action: 'Introduce granular opt-in consent with one-click withdrawal',
  },
  dataRetentionPeriod: {
    strong: {
      reason: 'Retention periods are stated for each data category, with destruction or anonymisation once the purpose ends.',
      bestPractices: [
        'Retention period or criteria given per category of data',
        'Data destroyed or anonymised when no longer needed, in line with Article 18 of the PDPL',
        'Statutory retention obligations (such as commercial records) identified',
      ],
      criticalIssues: [],
      recommendations: ['Audit that deletion schedules actually run in every system, including backups'],
    },
    partial: {
      reason: "The notice says data is kept 'as long as necessary' without periods or criteria.",
      bestPractices: ['General commitment to delete data that is no longer needed'],
      criticalIssues: ['No retention periods or criteria, so data subjects cannot know when their data will be destroyed'],
      recommendations: [
        'Publish a retention schedule by data category',
        'Explain the statutory retention obligations that delay destruction',
      ],
    },
    weak: {
      reason: 'No information on how long personal data is kept or when it is destroyed.',
      bestPractices: [],
      criticalIssues: [
        'No retention or destruction policy is disclosed, although the PDPL requires data to be destroyed once the purpose of collection ends',
        'Indefinite retention increases exposure in the event of a breach',
      ],
      recommendations: [
        'Define and publish retention periods per data category',
        'Destroy or anonymise data at the end of each period',
      ],
    },
    strength: 'Retention periods stated per data category, with destruction once the purpose ends',
    issue: 'Retention periods and destruction rules are not disclosed',
    action: 'Publish a retention schedule per data category and destroy data once its purpose ends',
  },
  crossBorderTransfers: {
    strong: {
      reason: 'The notice says whether personal data leaves the Kingdom, where it goes and which safeguards apply.',
      bestPractices: [
        'Destination countries or regions of transfers disclosed',
        'Safeguards described: adequacy, standard contractual clauses or binding common rules',
        'Transfers limited to the minimum data necessary',
      ],
      criticalIssues: [],
      recommendations: ['Keep transfer risk assessments current as vendors and hosting locations change'],
    },
    partial: {
      reason: 'Transfers outside the Kingdom are mentioned, but destinations or safeguards are not given.',
      bestPractices: ['Notice acknowledges that data may be processed outside the Kingdom'],
      criticalIssues: ['Destinations and safeguards for transfers are not disclosed, as the PDPL transfer rules expect'],
      recommendations: [
        'List the countries or regions data is transferred to',
        'Describe the safeguard used for each transfer (adequacy, standard contractual clauses, binding common rules)',
      ],
    },
    weak: {
      reason: 'The notice is silent on transfers of personal data outside the Kingdom, although the site relies on foreign cloud or marketing services.',
      bestPractices: [],
      criticalIssues: [
        'Undisclosed transfers outside the Kingdom may breach Article 29 of the PDPL and the Regulation on Personal Data Transfer outside the Kingdom',
        'No transfer risk assessment or safeguards are evident',
      ],
      recommendations: [
        'Map all transfers outside the Kingdom, including cloud and analytics vendors',
        'Apply a lawful transfer mechanism and disclose it in the notice',
      ],
    },
    strength: 'Transfers outside the Kingdom disclosed with destinations and safeguards',
    issue: 'Transfers of personal data outside the Kingdom are undisclosed or lack safeguards',
    action: 'Disclose transfers outside the Kingdom and the safeguard applied to each',
  },
  thirdPartySharing: {
    strong: {
      reason: 'Recipients of personal data are identified by category, with the purpose of each disclosure and the safeguards imposed on processors.',
      bestPractices: [
        'Categories of recipients listed: processors, group companies, authorities and partners',
        'Purpose of each disclosure stated',
        'Written agreements require processors to protect data as the PDPL requires',
        'Statement that personal data is not sold',
      ],
      criticalIssues: [],
      recommendations: ['Publish a list of key processors and update it when vendors change'],
    },
    partial: {
      reason: "Sharing with 'partners' or 'third parties' is mentioned without saying who they are or why.",
      bestPractices: ['Notice states that data may be shared with service providers'],
      criticalIssues: [
        'Recipients and purposes of disclosure are vague, so data subjects cannot assess the sharing',
        'No mention of contractual safeguards with processors',
      ],
      recommendations: [
        'List recipient categories and the purpose of each disclosure',
        'Confirm that processors are bound by written data protection terms',
      ],
    },
    weak: {
      reason: 'The notice does not say whether personal data is shared or with whom.',
      bestPractices: [],
      criticalIssues: [
        'Recipients are not disclosed, although the PDPL requires data subjects to be told who their data will be disclosed to',
        'Advertising and analytics partners appear to receive data without disclosure',
      ],
      recommendations: [
        'Disclose all categories of recipients and the purpose of each disclosure',
        'Put written data processing agreements in place with processors',
      ],
    },
    strength: 'Recipients of personal data and purposes of sharing clearly disclosed',
    issue: 'Sharing of personal data with third parties is undisclosed or vague',
    action: 'Disclose every category of recipient, the purpose of sharing and the safeguards on processors',
  },
  childrensData: {
    strong: {
      reason: 'The notice explains how data of children and others lacking legal capacity is handled, including guardian consent.',
      bestPractices: [
        'States the age below which guardian consent is required',
        'Consent of the parent or legal guardian obtained and verified',
        "Children's data not used for profiling or direct marketing",
      ],
      criticalIssues: [],
      recommendations: ['Review age checks as products for younger users evolve'],
    },
    partial: {
      reason: "The notice says services are not aimed at children but gives no process for when children's data is collected.",
      bestPractices: ['Statement that services are not directed at minors'],
      criticalIssues: [
        "No process to obtain a legal guardian's consent when a minor's data is collected",
        "Family or school-related services may collect children's data without safeguards",
      ],
      recommendations: [
        'Define how the consent of a parent or legal guardian is obtained and verified',
        "Describe the additional protections applied to children's data",
      ],
    },
    weak: {
      reason: "Children's data is not addressed at all.",
      bestPractices: [],
      criticalIssues: [
        'No protections for the personal data of children, which under the PDPL requires the consent of their legal guardian',
        'No age check where services may be used by minors',
      ],
      recommendations: [
        "Add a children's data section explaining guardian consent and safeguards",
        'Introduce age checks where minors may use the service',
      ],
    },
    strength: "Children's data protected through verified guardian consent",
    issue: "No safeguards or guardian consent process for children's data",
    action: "Set out how guardian consent is obtained and verified before processing children's data",
  },
  dsrContactInfo: {
    strong: {
      reason: 'A dedicated privacy contact channel is published for data subject requests and complaints.',
      bestPractices: [
        'Dedicated privacy email address or request form',
        'Contact of the data protection officer provided',
        'Explains that data subjects can complain to SDAIA',
      ],
      criticalIssues: [],
      recommendations: ['Acknowledge requests automatically and track them against the 30-day deadline'],
    },
    partial: {
      reason: 'Only a general customer-service contact is given for privacy requests.',
      bestPractices: ['General contact details are provided'],
      criticalIssues: ['No dedicated channel for privacy requests, so requests may be lost or answered late'],
      recommendations: [
        'Publish a dedicated privacy email address or web form',
        'Mention the right to lodge a complaint with SDAIA',
      ],
    },
    weak: {
      reason: 'No usable contact channel for exercising privacy rights was found.',
      bestPractices: [],
      criticalIssues: [
        'Data subjects have no clear way to submit access, correction or destruction requests',
        'No route to raise privacy complaints before escalating to SDAIA',
      ],
      recommendations: [
        'Publish a dedicated privacy contact (email and web form) in the notice',
        'Assign an owner to answer requests within 30 days',
      ],
    },
    strength: 'Dedicated privacy contact for data subject requests',
    issue: 'No dedicated contact channel for data subject requests',
    action: 'Publish a dedicated privacy contact channel for rights requests and complaints',
  },
} satisfies Record<string, DimensionTextSet>;
