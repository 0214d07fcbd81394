// A titled section of a record's panel (its Activity, a student's level history) over one read:
// what it shows once the read has an answer, else the failure in the remote's words with Try
// again (which reads again), else a spinner. An answer already there stays on a failed refresh.
import type { ReactNode } from 'react';
import { ACTIVITY_TEXTS } from 'shared-domain/records';
import { Button, Heading, Stack } from '@chakra-ui/react';
import { Banner } from '../feedback/Banner';
import { LoadingSpinner } from '../feedback/LoadingSpinner';

/** What the section reads of a TanStack query (useQuery's or useInfiniteQuery's result). */
interface SectionRead<Data> {
  data: Data | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

export interface PanelSectionProps<Data> {
  /** The section's heading, which names it (a `region` of that name). */
  title: string;
  read: SectionRead<Data>;
  /** The spinner's text while the first answer is on its way. */
  loadingLabel: string;
  /** The failure's text in the remote's catalogue. */
  errorMessage: (error: unknown) => string;
  /** What the answer shows. */
  children: (data: Data) => ReactNode;
}

export function PanelSection<Data>({
  title,
  read,
  loadingLabel,
  errorMessage,
  children,
}: PanelSectionProps<Data>) {
  let body;
  if (read.data !== undefined) body = children(read.data);
  else if (read.isError)
    body = (
      <Stack gap="3" align="start">
        <Banner status="error" title={errorMessage(read.error)} />
        <Button size="sm" variant="outline" onClick={() => void read.refetch()}>
          {ACTIVITY_TEXTS.tryAgain}
        </Button>
      </Stack>
    );
  else body = <LoadingSpinner label={loadingLabel} />;
  return (
    <Stack as="section" aria-label={title} gap="3">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {body}
    </Stack>
  );
}
