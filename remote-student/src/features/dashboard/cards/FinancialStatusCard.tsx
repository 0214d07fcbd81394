// What the course costs and what is still owed; payment progress is (amount - outstanding) / amount.
import { paymentProgress, type StudentProfile } from 'shared-domain';
import { Badge, Box, SimpleGrid, Stack, Text } from 'shared-ui';
import { DashboardCard } from '../components/DashboardCard';
import { DetailList, DetailRow } from '../components/DetailList';
import { Meter } from '../components/Meter';
import { formatMoney, orText } from '../format';

function Figure({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <Box bg="bg.muted" borderRadius="l2" px="3" py="2.5">
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text fontSize={{ base: 'md', sm: 'lg' }} fontWeight="bold" color={tone} whiteSpace="nowrap">
        {value}
      </Text>
    </Box>
  );
}

export function FinancialStatusCard({ profile }: { profile: StudentProfile }) {
  const { amount, outstanding_amount: outstanding, currency } = profile;
  const indebted = profile.indebtedness;
  return (
    <DashboardCard
      title="Financial Status"
      icon="wallet"
      palette="teal"
      aside={
        <Badge colorPalette={indebted ? 'red' : 'green'} variant="subtle">
          {indebted ? 'Balance due' : 'Paid up'}
        </Badge>
      }
    >
      <Stack gap="4">
        <SimpleGrid columns={2} gap="3">
          <Figure label="Total amount" value={formatMoney(amount, currency)} />
          <Figure
            label="Outstanding"
            value={formatMoney(outstanding, currency)}
            tone={indebted ? 'red.fg' : undefined}
          />
        </SimpleGrid>
        <Meter
          label="Payment progress"
          percent={paymentProgress(amount, outstanding)}
          palette="teal"
        />
        <DetailList>
          <DetailRow label="Indebtedness">{indebted ? 'Yes' : 'No'}</DetailRow>
          <DetailRow label="Currency">{orText(currency, 'Not specified')}</DetailRow>
          <DetailRow label="Offer">{orText(profile.offer, 'No offer')}</DetailRow>
        </DetailList>
      </Stack>
    </DashboardCard>
  );
}
