// The managers' Overview on / (spec section 2, Home): four figure cards, the money owed per
// currency and four charts from GET /api/overview/, with loading, error (Try Again) and refresh
// states.
import {
  Banner,
  Button,
  Card,
  Flex,
  Heading,
  LoadingSpinner,
  SimpleGrid,
  Stack,
  Text,
  PageContainer,
} from 'shared-ui';
import { texts } from 'shared-i18n';
import { LazyPartView, PartFailed, lazyPart } from 'shared-ui/lists';
import { useDigits, useLocale } from 'shared-i18n/react';
import { en, t } from '../../../i18n';
import { useOverview } from '../hooks/use-overview';
import { usePainted } from '../hooks/use-painted';
import { overviewCharts } from '../charts/overview-charts';
import { ChartCard } from './ChartCard';
import { FinanceCards } from './FinanceCards';
import { StatCards } from './StatCards';

export const OVERVIEW_TEXT = texts(t, 'overview', en.overview);
const TAKINGS_TEXT = texts(t, 'takings', en.takings);

// The takings card's form (its date fields and the range's rules) is a chunk of its own, requested
// once the figures have painted.
const takingsCard = lazyPart(() =>
  import('./TakingsDownload').then((module) => module.TakingsDownload),
);

function TakingsCard() {
  const painted = usePainted();
  const loading = <LoadingSpinner label={TAKINGS_TEXT.loading} />;
  if (!painted) return loading;
  return (
    <LazyPartView
      part={takingsCard}
      props={{}}
      loading={loading}
      failed={(retry) => <PartFailed message={TAKINGS_TEXT.failed} onRetry={retry} />}
    />
  );
}

function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card.Root role="alert" maxW="lg" mx="auto" mt="8" textAlign="center" borderRadius="l3">
      <Card.Body gap="3" alignItems="center" py="10">
        <Heading as="h2" size="lg">
          {OVERVIEW_TEXT.errorTitle}
        </Heading>
        <Text color="fg.muted">{message}</Text>
        <Button colorPalette="brand" mt="2" onClick={onRetry}>
          {OVERVIEW_TEXT.tryAgain}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

export function OverviewScreen() {
  const { overview, loading, error, reload } = useOverview();
  // Its texts and charts are read at render: a change of language or digits draws them again.
  useLocale();
  useDigits();
  return (
    <PageContainer>
      <Flex justify="space-between" align="start" gap="4" wrap="wrap" mb={{ base: '6', md: '8' }}>
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {OVERVIEW_TEXT.title}
          </Heading>
          <Text color="fg.muted">{OVERVIEW_TEXT.subtitle}</Text>
        </Stack>
        {overview ? (
          <Button variant="outline" onClick={reload} loading={loading} disabled={loading}>
            {OVERVIEW_TEXT.refresh}
          </Button>
        ) : null}
      </Flex>
      {!overview && loading ? <LoadingSpinner label={OVERVIEW_TEXT.loading} /> : null}
      {!overview && error ? <LoadFailed message={error} onRetry={reload} /> : null}
      {overview ? (
        <Stack gap={{ base: '4', md: '6' }}>
          {error ? (
            <Banner status="error" title={OVERVIEW_TEXT.refreshFailed} description={error} />
          ) : null}
          <StatCards overview={overview} />
          <FinanceCards finance={overview.finance} />
          <TakingsCard />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '4', md: '6' }}>
            {overviewCharts(overview).map((figures) => (
              <ChartCard key={figures.title} figures={figures} />
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
    </PageContainer>
  );
}
