import type { NoticeVersionWithText } from '@pdpl/contracts';
import { Box, chakra, Heading, Stack, Text } from '@pdpl/ui';
import { formatDateTime } from '../../../shared/format';
import type { NoticeHighlights, NoticeSegment } from '../model/highlights';
import { languageDir, noticeTitle } from '../model/labels';
import { ExternalLink, shortUrl } from './ExternalLink';

function NoticeText({ notice, segments, count }: { notice: NoticeVersionWithText; segments: NoticeSegment[]; count: number }) {
  const title = noticeTitle(notice);
  const titleId = `notice-${notice.id}-title`;
  return (
    <Box as="article" aria-labelledby={titleId} data-testid="notice-text" data-notice-id={notice.id} data-language={notice.language} data-kind={notice.kind}>
      <Heading as="h3" size="sm" id={titleId}>
        {title}
      </Heading>
      <Text fontSize="xs" color="fg.muted" mb="2">
        <ExternalLink href={notice.finalUrl}>{shortUrl(notice.finalUrl)}</ExternalLink> · read <time dateTime={notice.fetchedAt}>{formatDateTime(notice.fetchedAt)}</time> ·{' '}
        {notice.format.toUpperCase()} · {count} evidence {count === 1 ? 'quote' : 'quotes'} highlighted
      </Text>
      <Box
        role="region"
        aria-label={`${title}: text`}
        tabIndex={0}
        dir={languageDir(notice.language)}
        lang={notice.language}
        textAlign="start"
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
        maxH={{ base: '28rem', lg: 'none' }}
        overflowY={{ base: 'auto', lg: 'visible' }}
        borderWidth="1px"
        borderRadius="md"
        bg="bg.subtle"
        p="3"
        fontSize="sm"
        lineHeight="tall"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' }}
      >
        {segments.map((s, i) =>
          s.markId ? (
            <chakra.mark
              key={i}
              id={s.markId}
              tabIndex={-1}
              bg="yellow.200"
              color="inherit"
              borderRadius="sm"
              px="0.5"
              scrollMarginBlock="24"
              _focus={{ outline: '2px solid', outlineColor: 'brand.700', outlineOffset: '1px', bg: 'yellow.300' }}
            >
              {s.text}
            </chakra.mark>
          ) : (
            s.text
          ),
        )}
      </Box>
    </Box>
  );
}

/** The notices the analysis read, each in its own language and direction, every evidence quote highlighted where it occurs. */
export function NoticeTexts({ notices, highlights }: { notices: NoticeVersionWithText[]; highlights: NoticeHighlights }) {
  if (notices.length === 0) return <Text color="fg.muted">No notice text was read for this month.</Text>;
  return (
    <Stack gap="6">
      {notices.map((n) => (
        <NoticeText key={n.id} notice={n} segments={highlights.segments.get(n.id) ?? [{ text: n.text }]} count={highlights.counts.get(n.id) ?? 0} />
      ))}
    </Stack>
  );
}
