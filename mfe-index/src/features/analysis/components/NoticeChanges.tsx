import type { NoticeDiff, NoticeLanguage, NoticeVersion } from '@pdpl/contracts';
import { Box, chakra, Flex, Heading, Stack, Text, VisuallyHidden } from '@pdpl/ui';
import { formatDateTime } from '../../../shared/format';
import { diffBlocks, type DiffLineKind } from '../model/diff-blocks';
import { languageDir, noticeTitle } from '../model/labels';

const LINE = {
  added: { sign: '+', said: 'Added: ', bg: 'green.50', color: 'green.900', as: 'ins' },
  removed: { sign: '\u2212', said: 'Removed: ', bg: 'red.50', color: 'red.900', as: 'del' },
  same: { sign: '', said: '', bg: undefined, color: undefined, as: 'span' },
} as const;

function DiffLine({ kind, text }: { kind: DiffLineKind; text: string }) {
  const look = LINE[kind];
  return (
    <Flex gap="2" px="3" py="0.5" bg={look.bg} color={look.color} data-line={kind}>
      <chakra.span aria-hidden="true" w="3" flexShrink={0} fontFamily="mono" fontWeight="bold">
        {look.sign}
      </chakra.span>
      <chakra.span as={look.as} flex="1" minW="0" textDecoration={kind === 'removed' ? 'line-through' : 'none'} whiteSpace="pre-wrap" overflowWrap="anywhere">
        {look.said && <VisuallyHidden lang="en">{look.said}</VisuallyHidden>}
        {text}
      </chakra.span>
    </Flex>
  );
}

const lines = (count: number) => `${count} ${count === 1 ? 'line' : 'lines'}`;

function DiffView({ diff, language }: { diff: NoticeDiff; language: NoticeLanguage }) {
  const blocks = diffBlocks(diff.changes);
  return (
    <chakra.ol listStyleType="none" m="0" p="0" dir={languageDir(language)} lang={language} textAlign="start" fontSize="sm" borderWidth="1px" borderRadius="md" overflow="hidden" data-testid="diff">
      {blocks.map((block, i) =>
        block.kind === 'collapsed' ? (
          <li key={i}>
            <chakra.details bg="bg.subtle">
              <chakra.summary lang="en" dir="ltr" cursor="pointer" px="3" py="1" fontSize="xs" color="fg.muted" textAlign="start" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' }}>
                {lines(block.lines.length)} unchanged
              </chakra.summary>
              {block.lines.map((text, j) => (
                <DiffLine key={j} kind="same" text={text} />
              ))}
            </chakra.details>
          </li>
        ) : (
          <li key={i}>
            <DiffLine kind={block.kind} text={block.text} />
          </li>
        ),
      )}
    </chakra.ol>
  );
}

function NoticeChange({ version, diff }: { version: NoticeVersion; diff: NoticeDiff | null }) {
  const titleId = `changes-${version.id}-title`;
  return (
    <Box as="section" aria-labelledby={titleId} data-testid="notice-changes" data-notice-id={version.id}>
      <Heading as="h3" size="sm" id={titleId} mb="2">
        {noticeTitle(version)}
      </Heading>
      {diff === null ? (
        <Text color="fg.muted">No earlier version</Text>
      ) : (
        <Stack gap="2">
          <Text fontSize="sm" data-testid="diff-counts">
            Since the version read <time dateTime={diff.from.fetchedAt}>{formatDateTime(diff.from.fetchedAt)}</time>:{' '}
            <chakra.span color="green.800" fontWeight="semibold">
              {lines(diff.added)} added
            </chakra.span>
            ,{' '}
            <chakra.span color="red.800" fontWeight="semibold">
              {lines(diff.removed)} removed
            </chakra.span>
            .
          </Text>
          <DiffView diff={diff} language={version.language} />
        </Stack>
      )}
    </Box>
  );
}

/** For each notice read, what changed since its version before (added lines +, removed −, unchanged ones folded). */
export function NoticeChanges({ notices, changes }: { notices: NoticeVersion[]; changes: NoticeDiff[] }) {
  const byVersion = new Map(changes.map((d) => [d.to.id, d]));
  const shown = [
    ...notices.map((version) => ({ version, diff: byVersion.get(version.id) ?? null })),
    // A diff of a notice the analysis did not read (a cookie notice) is shown too.
    ...changes.filter((d) => !notices.some((n) => n.id === d.to.id)).map((d) => ({ version: d.to, diff: d })),
  ];
  if (shown.length === 0) return <Text color="fg.muted">No notice was read for this month.</Text>;
  return (
    <Stack gap="6">
      {shown.map(({ version, diff }) => (
        <NoticeChange key={version.id} version={version} diff={diff} />
      ))}
    </Stack>
  );
}
