// The Overview's money, from the students' ledgers (docs/api.md#ledger): per currency, what is
// still owed, with what was charged and paid; nothing when no ledger holds an entry.
import type { Overview } from 'shared-domain';
import { formatMinorMoney } from 'shared-domain/records';
import { Card, Heading, SimpleGrid, Stack, Text } from 'shared-ui';
import { Stat } from 'shared-ui/lists';
import { texts } from 'shared-i18n';
import { en, t } from '../../../i18n';

const FINANCE_TEXT = texts(t, 'finance', en.finance);

export function FinanceCards({ finance }: { finance: Overview['finance'] }) {
  if (!finance.length) return null;
  return (
    <Stack as="section" aria-label={FINANCE_TEXT.title} gap="3">
      <Heading as="h2" size="md">
        {FINANCE_TEXT.title}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap={{ base: '4', md: '6' }}>
        {finance.map((sums) => {
          const money = (minor: number) => formatMinorMoney(minor, sums.currency);
          const title = t('financeOf.outstanding', { currency: sums.currency });
          return (
            <Card.Root
              key={sums.currency}
              as="section"
              aria-label={title}
              borderRadius="l3"
              boxShadow="xs"
              borderTopWidth="4px"
              colorPalette="purple"
              borderTopColor="colorPalette.solid"
            >
              <Card.Body>
                <Stat.Root>
                  <Stat.Label>{title}</Stat.Label>
                  <Stat.ValueText fontSize="3xl">{money(sums.outstanding_minor)}</Stat.ValueText>
                </Stat.Root>
                <Text fontSize="xs" color="fg.muted">
                  {t('financeOf.help', {
                    charged: money(sums.charged_minor),
                    paid: money(sums.paid_minor),
                  })}
                </Text>
              </Card.Body>
            </Card.Root>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
