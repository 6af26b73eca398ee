import type { DimensionTextSet } from './text-types.js';

/** Templates for who processes the data, why, on what basis, and which data (including sensitive data). */
export const PROCESSING_TEXTS = {
  dataControllerIdentity: {
    strong: {
      reason: 'The notice names the legal entity acting as controller, with its address and contact details.',
      bestPractices: [
        'Full legal name and commercial registration number of the controller stated',
        'Registered address in the Kingdom and a contact channel given',
        'Data protection officer named or reachable through a dedicated address',
      ],
      criticalIssues: [],
      recommendations: ['Say which group entity acts as controller for each shared service'],
    },
    partial: {
      reason: 'The brand is named, but not the legal entity responsible for processing, or its address is missing.',
      bestPractices: ['Trading name and general contact details given'],
      criticalIssues: [
        'The legal entity acting as controller is not identified',
        'No address for the controller, which PDPL Article 13 requires when data is collected',
      ],
      recommendations: [
        "State the controller's legal name, commercial registration number and address",
        'Say which group entity is responsible for each service',
      ],
    },
    weak: {
      reason: 'The notice does not say who is responsible for the personal data collected.',
      bestPractices: [],
      criticalIssues: [
        'Data subjects cannot identify the controller in order to exercise their rights or complain to SDAIA',
        'No controller identity or address, as required at the point of collection',
      ],
      recommendations: [
        'Identify the controller by legal name, registration number and address at the top of the notice',
        'Add a contact channel for privacy matters',
      ],
    },
    strength: 'Controller clearly identified by legal name, address and contact details',
    issue: 'The controller responsible for personal data is not clearly identified',
    action: 'Identify the controller by legal name, registration number and address in the notice',
  },
  privacyGovernance: {
    strong: {
      reason: 'The notice describes a privacy governance framework: an accountable data protection officer, security measures and breach handling.',
      bestPractices: [
        'Data protection officer appointed and contactable',
        'Technical and organisational security measures and staff training described',
        'Commitment to notify SDAIA within 72 hours of becoming aware of a personal data breach, and affected individuals where it may harm them',
      ],
      criticalIssues: [],
      recommendations: ['Summarise the impact assessments carried out for high-risk processing'],
    },
    partial: {
      reason: 'Some governance elements, such as security measures, are mentioned, but accountability and breach handling are not described.',
      bestPractices: ['General statement on technical and organisational security measures'],
      criticalIssues: [
        'No data protection officer or accountable owner is named',
        'No description of how personal data breaches are handled and notified to SDAIA',
      ],
      recommendations: [
        'Name a data protection officer (mandatory in the cases set by the Implementing Regulations) and publish a contact',
        'Document a breach response plan that meets the 72-hour notification to SDAIA',
      ],
    },
    weak: {
      reason: 'No information on who is accountable for privacy or how security and breaches are managed.',
      bestPractices: [],
      criticalIssues: [
        'No evidence of a data protection officer, records of processing activities or impact assessments',
        'No commitment to notify SDAIA of breaches within 72 hours, as the Implementing Regulations require',
      ],
      recommendations: [
        'Set up a privacy programme: accountable owner or DPO, records of processing, impact assessments and breach response',
        'Train staff who handle personal data',
      ],
    },
    strength: 'Visible privacy governance: named DPO, security measures and a 72-hour breach notification process',
    issue: 'Privacy governance is not visible: no DPO, accountable owner or breach notification process',
    action: 'Appoint a data protection officer and document a breach process that notifies SDAIA within 72 hours',
  },
  purposeOfDataCollection: {
    strong: {
      reason: 'Each purpose of processing is stated specifically and linked to the data it uses.',
      bestPractices: [
        'Purposes listed individually (service delivery, billing, fraud prevention, marketing)',
        'Each purpose mapped to the categories of data it uses',
        'Statement that data is not processed for incompatible purposes',
      ],
      criticalIssues: [],
      recommendations: ['Revisit the purposes whenever a new product or analytics use is launched'],
    },
    partial: {
      reason: "Purposes are listed, but in broad terms such as 'improving our services' and without linking them to data categories.",
      bestPractices: ['Main purposes of processing are listed'],
      criticalIssues: [
        "Catch-all purposes ('any other lawful purpose') undermine purpose limitation under the PDPL",
        'Purposes are not linked to the data used, so data minimisation cannot be assessed',
      ],
      recommendations: [
        'Replace catch-all wording with specific purposes',
        'Map each purpose to the data categories and legal basis it relies on',
      ],
    },
    weak: {
      reason: 'The notice does not explain why personal data is collected.',
      bestPractices: [],
      criticalIssues: [
        "No stated purposes, although the PDPL limits collection to specific, clear purposes related to the controller's activity",
        'Data subjects cannot judge whether the processing is necessary',
      ],
      recommendations: [
        'List every purpose of processing in specific terms',
        'Collect only the minimum data needed for each purpose',
      ],
    },
    strength: 'Specific purposes of processing, each linked to the data used',
    issue: 'Purposes of processing are missing or too broad to support purpose limitation',
    action: 'State each purpose of processing specifically and link it to the data categories used',
  },
  legalBasisExplained: {
    strong: {
      reason: 'The notice gives the legal basis for each processing activity and distinguishes consent from the other grounds the PDPL allows.',
      bestPractices: [
        'Legal basis stated per purpose: consent, performance of an agreement, legal requirement or legitimate interest',
        'Legitimate interest is not relied on for sensitive data',
        'Explains how consent can be withdrawn',
      ],
      criticalIssues: [],
      recommendations: ['Keep documented legitimate-interest assessments ready for SDAIA'],
    },
    partial: {
      reason: 'Consent is named as a basis for processing, but other legal bases are not explained or not linked to specific purposes.',
      bestPractices: ['Consent is identified as the basis for some processing'],
      criticalIssues: [
        'Legal bases are not matched to purposes, so data subjects cannot tell when they may refuse',
        "Blanket 'by using this site you consent' wording does not amount to valid consent",
      ],
      recommendations: [
        'Map each purpose to one PDPL legal basis',
        'Remove implied-consent wording and explain when consent can be withdrawn',
      ],
    },
    weak: {
      reason: 'No legal basis for processing is given.',
      bestPractices: [],
      criticalIssues: [
        'The PDPL requires data subjects to be told the legal basis for collecting their data, and none is stated',
        'Processing appears to rely on implied consent that would not hold up before SDAIA',
      ],
      recommendations: [
        "Publish the legal basis for each purpose (consent, agreement with the data subject, legal requirement, the data subject's actual interest or legitimate interest)",
        'Document a legitimate-interest assessment wherever that basis is used',
      ],
    },
    strength: 'Legal basis explained for each processing purpose',
    issue: 'Legal basis for processing is not explained or not linked to purposes',
    action: 'Map each processing purpose to a PDPL legal basis and publish it in the notice',
  },
  personalDataTypes: {
    strong: {
      reason: 'The categories of personal data collected are listed clearly, including data collected automatically and from third parties.',
      bestPractices: [
        'Categories listed: identity, contact, financial, device and usage data',
        'Sources explained: directly, automatically and from third parties',
        'States which data is mandatory and the consequence of not providing it',
      ],
      criticalIssues: [],
      recommendations: ['Review the categories periodically to confirm only necessary data is collected'],
    },
    partial: {
      reason: 'Some categories of data are listed, but data collected automatically or obtained from third parties is not described.',
      bestPractices: ['Main categories of data provided by customers are listed'],
      criticalIssues: [
        'Device, location and usage data collected through the website or app are not disclosed',
        'The notice does not say which data is mandatory or what happens if it is not provided',
      ],
      recommendations: [
        'List all categories, including automatically collected and third-party data',
        'Flag mandatory fields and the consequence of not providing them',
      ],
    },
    weak: {
      reason: 'The notice does not describe which personal data is collected.',
      bestPractices: [],
      criticalIssues: [
        'Data subjects are not told what personal data is collected, a core element of a PDPL privacy notice',
        'Undisclosed collection raises the risk of processing excessive data',
      ],
      recommendations: [
        'List every category of personal data collected and its source',
        'Stop collecting data that no stated purpose needs',
      ],
    },
    strength: 'Complete list of personal data categories and their sources',
    issue: 'Categories of personal data collected are not fully disclosed',
    action: 'List every category of personal data collected, its source and whether it is mandatory',
  },
  sensitiveDataUsage: {
    strong: {
      reason: 'Sensitive data is identified and the notice explains the stricter conditions applied to it, including explicit consent.',
      bestPractices: [
        'Identifies the sensitive data processed (for example health or biometric data)',
        'Explicit consent or another specific legal ground stated for each use',
        'Additional safeguards described, such as restricted access and encryption',
      ],
      criticalIssues: [],
      recommendations: ['Carry out and refresh impact assessments for processing of sensitive data'],
    },
    partial: {
      reason: 'Sensitive data is mentioned, but the basis for processing it and the protection applied are not explained.',
      bestPractices: ['Notice acknowledges that some sensitive data may be processed'],
      criticalIssues: [
        'No statement that explicit consent is obtained where the Implementing Regulations require it',
        'Additional safeguards for sensitive data are not described',
      ],
      recommendations: [
        'Identify each type of sensitive data and the legal ground relied on',
        'Obtain explicit consent where required and describe the added safeguards',
      ],
    },
    weak: {
      reason: "The notice is silent on sensitive data, although the company's activities are likely to involve it.",
      bestPractices: [],
      criticalIssues: [
        'Sensitive data (such as health, genetic, biometric or religious data) may be processed without disclosure',
        'No evidence of explicit consent or stricter safeguards; unlawful disclosure of sensitive data can carry criminal penalties under the PDPL',
      ],
      recommendations: [
        'Assess whether sensitive data is processed and disclose it in the notice',
        'Introduce explicit consent and access restrictions for sensitive data',
      ],
    },
    strength: 'Sensitive data identified and processed with explicit consent and added safeguards',
    issue: 'Processing of sensitive data is not disclosed or not safeguarded',
    action: 'Disclose sensitive data processing and obtain explicit consent with added safeguards',
  },
} satisfies Record<string, DimensionTextSet>;
