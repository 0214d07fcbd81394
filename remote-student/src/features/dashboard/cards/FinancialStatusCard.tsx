// What the course costs and what is still owed; payment progress is (amount - outstanding) / amount.
// With no amount recorded there is nothing to be paid up on: the card says so instead of a 0 %
// bar beside 'Paid up'. Below, the student's payments with their receipts.
import type { StudentProfile } from 'shared-domain';
import { paymentProgress } from 'shared-domain/records';
import { Badge, Box, SimpleGrid, Stack, Text } from 'shared-ui';
import { DashboardCard } from '../components/DashboardCard';
import { DetailList, DetailRow } from '../components/DetailList';
import { Meter } from '../components/Meter';
import { formatMoney, orText } from '../format';
import { PaymentsList } from './PaymentsList';
import { section } from '../../../i18n';

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
  const charged = Number(amount) > 0;
  const text = section('finance');
  const common = section('common');
  const badge = indebted
    ? { label: text.balanceDue, palette: 'red' }
    : charged
      ? { label: text.paidUp, palette: 'green' }
      : { label: text.noFees, palette: 'gray' };
  return (
    <DashboardCard
      title={section('cards').finance}
      icon="wallet"
      palette="teal"
      aside={
        <Badge colorPalette={badge.palette} variant="subtle">
          {badge.label}
        </Badge>
      }
    >
      <Stack gap="4">
        <SimpleGrid columns={2} gap="3">
          <Figure label={text.totalAmount} value={formatMoney(amount, currency)} />
          <Figure
            label={text.outstanding}
            value={formatMoney(outstanding, currency)}
            tone={indebted ? 'red.fg' : undefined}
          />
        </SimpleGrid>
        {charged ? (
          <Meter
            label={text.paymentProgress}
            percent={paymentProgress(amount, outstanding)}
            palette="teal"
          />
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {text.noFeeYet}
          </Text>
        )}
        <DetailList>
          <DetailRow label={text.indebtedness}>{indebted ? common.yes : common.no}</DetailRow>
          <DetailRow label={text.currency}>{orText(currency, common.notSpecified)}</DetailRow>
          <DetailRow label={text.offer}>{orText(profile.offer, text.noOffer)}</DetailRow>
        </DetailList>
        <PaymentsList userId={profile.user.id} />
      </Stack>
    </DashboardCard>
  );
}
