// The five evaluation scores against their caps, the total out of 100 and the pass/fail badge.
import {
  MAX_TOTAL_SCORE,
  PASS_ORAL,
  PASS_TOTAL,
  SCORE_CAPS,
  SCORE_FIELDS,
  type StudentEvaluationSummary,
} from 'shared-domain';
import { passFailBadge, type PassFailBadge } from 'shared-domain/records';
import { Badge, Box, Flex, SimpleGrid, Text } from 'shared-ui';
import { DashboardCard } from '../components/DashboardCard';
import { Meter } from '../components/Meter';
import { section, t } from '../../../i18n';
import { formatNumber } from 'shared-i18n';

const BADGE_PALETTE: Record<PassFailBadge, string> = {
  Pending: 'yellow',
  Passed: 'green',
  Failed: 'red',
};

export function AcademicPerformanceCard({ evaluation }: { evaluation: StudentEvaluationSummary }) {
  const badge = passFailBadge(evaluation.pass_fail);
  const total = Number(evaluation.total_score) || 0;
  const text = section('performance');
  const scores = section('scores');
  return (
    <DashboardCard
      title={section('cards').performance}
      icon="award"
      palette="pink"
      aside={
        <Badge colorPalette={BADGE_PALETTE[badge]} variant="solid" size="lg">
          {text[badge]}
        </Badge>
      }
    >
      <Flex gap="6" direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }}>
        <Box
          flexShrink={0}
          textAlign="center"
          px="6"
          py="4"
          borderRadius="l3"
          bg="pink.subtle"
          minW="36"
        >
          <Text fontSize="sm" color="fg.muted">
            {text.totalScore}
          </Text>
          <Text fontSize="4xl" fontWeight="bold" lineHeight="1.1" color="pink.fg">
            {formatNumber(total)}
            <Text as="span" fontSize="lg" color="fg.muted" fontWeight="medium">
              {' '}
              / {formatNumber(MAX_TOTAL_SCORE)}
            </Text>
          </Text>
          <Text fontSize="xs" color="fg.muted" mt="1">
            {t('performance.passMark', { total: PASS_TOTAL, oral: PASS_ORAL })}
          </Text>
        </Box>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" flex="1" w="full">
          {SCORE_FIELDS.map((field) => {
            const score = Number(evaluation[field]) || 0;
            const cap = SCORE_CAPS[field];
            return (
              <Meter
                key={field}
                label={scores[field]}
                percent={(score / cap) * 100}
                palette="pink"
                size="xs"
                valueText={`${formatNumber(score)} / ${formatNumber(cap)}`}
              />
            );
          })}
        </SimpleGrid>
      </Flex>
    </DashboardCard>
  );
}
