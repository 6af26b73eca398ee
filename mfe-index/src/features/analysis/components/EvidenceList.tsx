import type { ReviewedRequirement } from '@pdpl/contracts';
import { Box, chakra, Link, List, Text, VisuallyHidden } from '@pdpl/ui';
import { NOTICE_LANGUAGE_LABEL, languageDir } from '../model/labels';
import { quoteKey } from '../model/highlights';
import { revealHighlight } from './reveal-highlight';

/**
 * The sentences of the notices a requirement rests on, each in its own language and direction; one
 * found in a notice's text links to its highlight there (a link, so it works from the keyboard).
 */
export function EvidenceList({ evidence, targets }: { evidence: ReviewedRequirement['evidence']; targets: ReadonlyMap<string, string> }) {
  return (
    <Box>
      <Text fontSize="sm" fontWeight="semibold" mb="1">
        Evidence
      </Text>
      <List.Root as="ul" listStyleType="none" ps="0" gap="2" data-testid="evidence">
        {evidence.map((e, i) => {
          const target = targets.get(quoteKey(e));
          const quote = (
            <chakra.span display="block" dir={languageDir(e.language)} lang={e.language} textAlign="start" whiteSpace="pre-line">
              {e.quote}
            </chakra.span>
          );
          return (
            <List.Item key={i} borderStartWidth="3px" borderColor={target ? 'yellow.400' : 'gray.300'} ps="3" fontSize="sm">
              {target ? (
                <Link
                  href={`#${target}`}
                  onClick={(event) => {
                    event.preventDefault();
                    revealHighlight(target);
                  }}
                  color="fg"
                  textDecoration="underline"
                  textDecorationStyle="dotted"
                  textUnderlineOffset="3px"
                  display="block"
                  data-target={target}
                >
                  {quote}
                  <VisuallyHidden> (show in the {NOTICE_LANGUAGE_LABEL[e.language]} notice)</VisuallyHidden>
                </Link>
              ) : (
                <>
                  {quote}
                  <Text as="span" fontSize="xs" color="fg.muted">
                    Not found in the notice texts of this month.
                  </Text>
                </>
              )}
            </List.Item>
          );
        })}
      </List.Root>
    </Box>
  );
}
