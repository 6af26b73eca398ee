import type { MailMessage } from '../../mail/mailer.js';
import type { ReportDocument, ReportLink } from './report-document.js';
import { REPORT_TEXTS } from './report-texts.js';

/**
 * The results e-mail: the report (the same document as the PDF) as HTML with a plain-text
 * alternative, in the language the assessment was taken in. Only what the server computed: no text
 * the sender typed (not even the name) ever reaches the recipient, so the form cannot relay a
 * message to an address its sender does not own.
 */
export function resultsEmail(to: string, report: ReportDocument): MailMessage {
  return { to, subject: report.subject, text: resultsText(report), html: resultsHtml(report) };
}

const linkLine = (link: ReportLink) => `${link.label} ${link.url}`;

export function resultsText(report: ReportDocument): string {
  const say = REPORT_TEXTS[report.locale];
  const gaps = report.gaps.flatMap((gap) => [
    '',
    gap.heading,
    gap.priority,
    gap.gap,
    report.labels.actions,
    ...gap.actions.map((action) => `- ${action}`),
    report.labels.provisions,
    ...gap.provisions.map((provision) => `- ${provision}`),
    ...(gap.readMore ? [linkLine(gap.readMore)] : []),
  ]);
  return [
    say.greeting,
    '',
    say.intro,
    '',
    report.title,
    report.date,
    report.score,
    report.level,
    report.description,
    '',
    report.gapsHeading,
    ...(report.noGaps ? [report.noGaps] : gaps),
    '',
    report.strengthsHeading,
    ...report.strengths.map((strength) => `- ${strength}`),
    '',
    report.methodHeading,
    ...report.method,
    '',
    linkLine(report.links.retake),
    linkLine(report.links.pilot),
    say.contact,
    '',
    say.signature,
  ].join('\n');
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Mail clients drop <style> and external CSS: every style is inline, the layout a table, colours that
// read on a light or a dark background, and no image, so nothing is lost with images off.
const FONT = "font-family:'IBM Plex Sans Arabic',Arial,Helvetica,sans-serif;";
const P = `${FONT}margin:0 0 8px;font-size:15px;line-height:1.5;color:#1a202c;`;
const H2 = `${FONT}margin:20px 0 8px;font-size:18px;line-height:1.3;color:#0b3d2e;`;
const H3 = `${FONT}margin:16px 0 4px;font-size:16px;line-height:1.3;color:#1a202c;`;
const MUTED = `${FONT}margin:0 0 6px;font-size:13px;line-height:1.5;color:#4a5568;`;
const LIST = `${FONT}margin:0 0 8px;padding-inline-start:20px;font-size:15px;line-height:1.5;color:#1a202c;`;

const p = (text: string, style = P) => `<p style="${style}">${escape(text)}</p>`;
const list = (items: string[]) => `<ul style="${LIST}">${items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`;
const link = ({ label, url }: ReportLink) => `<p style="${P}">${escape(label)} <a href="${escape(url)}" style="color:#0b6b4f;text-decoration:underline;">${escape(url)}</a></p>`;
const button = ({ label, url }: ReportLink) =>
  `<td style="padding:0 0 8px;"><a href="${escape(url)}" style="${FONT}display:inline-block;padding:10px 16px;border-radius:6px;background:#0b6b4f;color:#ffffff;font-size:15px;font-weight:bold;text-decoration:none;">${escape(label.replace(/:$/, ''))}</a></td>`;

export function resultsHtml(report: ReportDocument): string {
  const say = REPORT_TEXTS[report.locale];
  const gaps = report.noGaps
    ? p(report.noGaps)
    : report.gaps
        .map(
          (gap) =>
            `<h3 style="${H3}">${escape(gap.heading)}</h3>${p(gap.priority, MUTED)}${p(gap.gap)}` +
            `${p(report.labels.actions, `${P}font-weight:bold;`)}${list(gap.actions)}` +
            `${p(report.labels.provisions, `${P}font-weight:bold;`)}${list(gap.provisions)}` +
            (gap.readMore ? link(gap.readMore) : ''),
        )
        .join('');
  const body = [
    p(say.greeting),
    p(say.intro),
    `<h1 style="${FONT}margin:16px 0 4px;font-size:22px;line-height:1.3;color:#0b3d2e;">${escape(report.title)}</h1>`,
    p(report.date, MUTED),
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:12px 0;"><tr><td style="padding:16px;border:2px solid #0b6b4f;border-radius:8px;">` +
      `<p style="${FONT}margin:0 0 4px;font-size:24px;font-weight:bold;color:#0b3d2e;">${escape(report.score)}</p>${p(report.level, `${P}font-weight:bold;`)}${p(report.description)}</td></tr></table>`,
    `<h2 style="${H2}">${escape(report.gapsHeading)}</h2>`,
    gaps,
    `<h2 style="${H2}">${escape(report.strengthsHeading)}</h2>`,
    list(report.strengths),
    `<h2 style="${H2}">${escape(report.methodHeading)}</h2>`,
    ...report.method.map((sentence) => p(sentence, MUTED)),
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0 8px;"><tr>${button(report.links.retake)}</tr><tr>${button(report.links.pilot)}</tr></table>`,
    link(report.links.retake),
    link(report.links.pilot),
    p(say.contact),
    p(say.signature),
  ].join('\n');
  return `<!doctype html>
<html lang="${report.locale}" dir="${report.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escape(report.title)}</title>
</head>
<body style="margin:0;padding:0;background:#ffffff;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;background:#ffffff;" dir="${report.dir}">
<tr><td align="center" style="padding:16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:640px;border-collapse:collapse;text-align:${report.dir === 'rtl' ? 'right' : 'left'};" dir="${report.dir}">
<tr><td>
${body}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
