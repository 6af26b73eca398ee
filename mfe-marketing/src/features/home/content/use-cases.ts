/** A use case (spec §3): where a team starts, what it does with the product, what changes. */
export interface UseCase {
  title: string;
  from: string;
  to: string;
  result: string;
}

export type UseCaseTab = 'core' | 'pro' | 'enterprise';

export const USE_CASE_TABS: { value: UseCaseTab; label: string; cases: UseCase[] }[] = [
  {
    value: 'core',
    label: 'CORE',
    cases: [
      {
        title: 'Record of processing',
        from: 'A RoPA kept in a spreadsheet, rebuilt by interview every year and out of date within weeks.',
        to: 'The RoPA agent drafts each processing activity from questionnaires and system owners, and flags gaps in purpose, legal basis and retention.',
        result: 'A complete, reviewable RoPA in weeks, kept current as activities change.',
      },
      {
        title: 'Impact assessments',
        from: 'DPIAs written from blank templates, taking two to three weeks each and queueing behind other work.',
        to: 'The DPIA agent pre-fills the assessment from the RoPA, proposes risks and mitigations, and hands the DPO a draft to decide on.',
        result: '70%+ less DPIA workload, with the DPO still signing off every conclusion.',
      },
      {
        title: 'Everyday PDPL questions',
        from: 'Business teams waiting days for answers on consent, marketing and data sharing.',
        to: 'The Co-Pilot answers in Arabic or English, citing the PDPL article or Implementing Regulation it relied on.',
        result: 'Faster answers for the business and fewer interruptions for the DPO.',
      },
    ],
  },
  {
    value: 'pro',
    label: 'PRO',
    cases: [
      {
        title: 'Data subject requests',
        from: 'Requests arriving by e-mail, tracked by hand, with the 30-day deadline discovered late.',
        to: 'Each request gets an SLA-tracked workflow: identity check, searches in connected HR and CRM systems, drafted reply, approval.',
        result: 'Replies inside 30 days, with the one permitted 30-day extension used only when justified and recorded.',
      },
      {
        title: 'Vendor and processor risk',
        from: 'Processor due diligence done by questionnaire, chased by e-mail and filed in shared drives.',
        to: 'Third-party assessment agents send, score and follow up questionnaires and draft the data processing terms.',
        result: 'Every processor assessed, contracted and re-reviewed on schedule, with an audit trail.',
      },
      {
        title: 'Cross-border transfers',
        from: 'Transfers outside the Kingdom approved case by case without a consistent risk assessment.',
        to: 'Data flow mapping shows which systems send personal data abroad; the transfer agent drafts the risk assessment and safeguards.',
        result: 'Each transfer documented against the Transfer Regulation before it happens.',
      },
    ],
  },
  {
    value: 'enterprise',
    label: 'ENTERPRISE',
    cases: [
      {
        title: 'Group-wide programme',
        from: 'Each subsidiary running its own privacy files, so nobody can see the group position.',
        to: 'Multi-org management gives every entity its own workspace and the group DPO one view across all of them.',
        result: 'Consistent controls across entities and a group report in minutes, not weeks.',
      },
      {
        title: 'Breach response',
        from: 'Incidents escalated through chat threads, with the 72-hour clock running before anyone owns it.',
        to: 'Incident orchestration opens the case, assigns owners through ITSM, and drafts the regulator and data subject notices.',
        result: 'Notification-ready within 72 hours, every decision time-stamped.',
      },
      {
        title: 'Finding personal data',
        from: 'Nobody sure where personal data sits across databases, file shares and SaaS tools.',
        to: 'Data discovery scans connected stores, classifies personal and sensitive data, and feeds the RoPA.',
        result: 'An inventory grounded in what is actually stored, not what people remember.',
      },
    ],
  },
];
