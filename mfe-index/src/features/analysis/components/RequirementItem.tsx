import { citeArticle, findRequirement, type ReviewedRequirement } from '@pdpl/contracts';
import { Box, Button, Flex, List, Stack, Text } from '@pdpl/ui';
import { formatDateTime } from '../../../shared/format';
import { EvidenceList } from './EvidenceList';
import { MetMark, metText } from './MetMark';

/** The id of the element holding a requirement's text (what its Override button is described by). */
export const requirementTextId = (id: string) => `requirement-${id}`;

interface Props {
  requirement: ReviewedRequirement;
  targets: ReadonlyMap<string, string>;
  onOverride: (requirement: ReviewedRequirement) => void;
}

/** One requirement: its result, the rubric's text and article, the suggestion and any override, the evidence. */
export function RequirementItem({ requirement: r, targets, onOverride }: Props) {
  const rubric = findRequirement(r.id);
  const textId = requirementTextId(r.id);
  return (
    <List.Item data-testid="requirement" data-requirement-id={r.id} data-met={r.met} borderTopWidth="1px" borderColor="border.muted" pt="3">
      <Stack gap="2">
        <Flex gap="3" align="flex-start" direction={{ base: 'column', sm: 'row' }}>
          <MetMark met={r.met} />
          <Box flex="1" minW="0">
            <Text id={textId}>{rubric?.text ?? `${r.id}: not a requirement of the current rubric`}</Text>
            <Text fontSize="xs" color="fg.muted" data-testid="requirement-source">
              {rubric ? `${citeArticle(rubric)} · ${rubric.judgedOn === 'text' ? 'text' : 'site trait'} · ` : ''}
              {r.id}
            </Text>
          </Box>
          <Button size="xs" variant="outline" onClick={() => onOverride(r)} aria-describedby={textId} flexShrink={0}>
            Override
          </Button>
        </Flex>
        <Text fontSize="sm" data-testid="suggestion">
          Analysis suggested: {metText(r.suggested)}
          {r.override ? '' : ' (not overridden)'}
        </Text>
        {r.override && (
          <Box bg="orange.50" borderStartWidth="4px" borderColor="orange.400" borderRadius="md" px="3" py="2" fontSize="sm" data-testid="override">
            <Text>
              <Text as="span" fontWeight="semibold">
                Overridden: {metText(r.override.met)}
              </Text>
              , by {r.override.by}, <time dateTime={r.override.at}>{formatDateTime(r.override.at)}</time>
            </Text>
            <Text whiteSpace="pre-line">Reason: {r.override.reason}</Text>
          </Box>
        )}
        {r.evidence.length > 0 && <EvidenceList evidence={r.evidence} targets={targets} />}
      </Stack>
    </List.Item>
  );
}
