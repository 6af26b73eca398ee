import { API_PATHS, companyReportPath, type CompanyReport } from '@pdpl/contracts';
import { getRuntimeConfig, useFormatters, useLocale, useLocalePath } from '@pdpl/platform';
import { Box, Button, chakra, HStack, Stack, Text } from '@pdpl/ui';
import { SectionCard } from '@pdpl/ui/staff';
import { useId, useState } from 'react';
import { useCompanyText } from '../../../shared/localized-text';
import { useReportMessages } from '../i18n';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (ch) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[ch]};`);
const escapeMarkdown = (text: string) => text.replace(/[[\]\\]/g, (ch) => `\\${ch}`);

const Snippet = chakra('textarea');
const Label = chakra('label');

function CopyableSnippet({ label, copyLabel, code }: { label: string; copyLabel: string; code: string }) {
  const t = useReportMessages();
  const id = useId();
  const [status, setStatus] = useState<'copied' | 'failed' | null>(null);
  const copy = () => navigator.clipboard.writeText(code).then(() => setStatus('copied'), () => setStatus('failed'));
  return (
    <Stack gap="1">
      <HStack justify="space-between" gap="3">
        <Label htmlFor={id} fontWeight="semibold">
          {label}
        </Label>
        <HStack gap="2">
          <Text as="span" role="status" fontSize="sm" color="fg.muted">
            {status && t(status === 'copied' ? 'index.report.embed.copied' : 'index.report.embed.copyFailed')}
          </Text>
          <Button size="sm" variant="outline" onClick={copy} aria-label={copyLabel}>
            {t('index.report.embed.copy')}
          </Button>
        </HStack>
      </HStack>
      <Snippet
        id={id}
        readOnly
        value={code}
        rows={3}
        dir="ltr"
        fontFamily="mono"
        fontSize="sm"
        p="2"
        borderWidth="1px"
        borderRadius="md"
        resize="vertical"
        w="full"
        onFocus={(e) => e.currentTarget.select()}
      />
    </Stack>
  );
}

/** The badge and its snippets, made when the visitor opens the panel (only then is the origin the visitor's). */
function EmbedPanel({ report }: { report: CompanyReport }) {
  const t = useReportMessages();
  const locale = useLocale();
  const localePath = useLocalePath();
  const format = useFormatters();
  const companyText = useCompanyText();
  const origin = window.location.origin;
  const badgeUrl = new URL(`${getRuntimeConfig().apiBaseUrl}${API_PATHS.companyBadge(report.id)}${locale === 'ar' ? '?locale=ar' : ''}`, origin).href;
  const reportUrl = new URL(localePath(companyReportPath(report.id)), origin).href;
  const alt = t('index.report.embed.alt', { company: companyText(report.companyName, report.ar?.companyName), score: format.score(report.score), month: format.month(report.edition.month) });
  return (
    <Stack gap="4">
      <Box>
        <img src={badgeUrl} alt={alt} height={20} data-testid="badge-preview" />
      </Box>
      <CopyableSnippet
        label={t('index.report.embed.html')}
        copyLabel={t('index.report.embed.copyHtml')}
        code={`<a href="${escapeHtml(reportUrl)}"><img src="${escapeHtml(badgeUrl)}" alt="${escapeHtml(alt)}" height="20"></a>`}
      />
      <CopyableSnippet label={t('index.report.embed.markdown')} copyLabel={t('index.report.embed.copyMarkdown')} code={`[![${escapeMarkdown(alt)}](${badgeUrl})](${reportUrl})`} />
    </Stack>
  );
}

/**
 * The company's score badge with HTML and Markdown snippets to embed it elsewhere, linking back to
 * this report. Behind a button: the snippets name the visitor's origin, which a page rendered ahead
 * on the server must not carry.
 */
export function BadgeEmbed({ report }: { report: CompanyReport }) {
  const t = useReportMessages();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <SectionCard title={t('index.report.embed.title')} id="badge-embed-title" description={t('index.report.embed.lead')} testId="badge-embed">
      <Button variant="outline" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {t(open ? 'index.report.embed.hide' : 'index.report.embed.show')}
      </Button>
      <Box id={panelId} hidden={!open} mt="4">
        {open && <EmbedPanel report={report} />}
      </Box>
    </SectionCard>
  );
}
