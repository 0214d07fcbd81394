// The takings of a day or a range (docs/api.md#ledger) to download as the API writes them: a PDF
// by method and staff member per currency, or the same sums as CSV. The range is checked here as
// the server checks it, so a wrong one is said before anything is asked for.
import { useState } from 'react';
import { resourceActionError } from 'shared-auth/handlers';
import { takingsQuerySchema } from 'shared-domain/schemas';
import { texts } from 'shared-i18n';
import { Card, HStack, Heading, Stack, Text } from 'shared-ui';
import { FormField, Input } from 'shared-ui/forms';
import { DownloadButton } from 'shared-ui/files';
import { en, t } from '../../../i18n';

const TEXT = texts(t, 'takings', en.takings);

/** Today in the user's own calendar, YYYY-MM-DD. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const failure = (error: unknown) => resourceActionError(error, TEXT.action).message;

export function TakingsDownload() {
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const checked = takingsQuerySchema.safeParse({ from, to });
  const errors: { from?: string; to?: string } = {};
  if (!checked.success)
    for (const issue of checked.error.issues) {
      const field = issue.path[0];
      if (field === 'from' || field === 'to') errors[field] ??= issue.message;
    }
  const query = { from, to };
  return (
    <Card.Root as="section" aria-label={TEXT.title} borderRadius="l3" boxShadow="xs">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md">
            {TEXT.title}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {TEXT.help}
          </Text>
          <HStack gap="3" align="start" wrap="wrap">
            <FormField label={TEXT.from} error={errors.from} required>
              <Input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
            </FormField>
            <FormField label={TEXT.to} error={errors.to} required>
              <Input type="date" value={to} onChange={(event) => setTo(event.target.value)} />
            </FormField>
          </HStack>
          <HStack gap="2" wrap="wrap">
            <DownloadButton
              size="sm"
              path="/api/takings/report.pdf"
              query={query}
              fileName={`takings-${from}-${to}.pdf`}
              failure={failure}
              disabled={!checked.success}
            >
              {TEXT.pdf}
            </DownloadButton>
            <DownloadButton
              size="sm"
              path="/api/takings/export/"
              query={query}
              fileName={`takings-${from}-${to}.csv`}
              failure={failure}
              disabled={!checked.success}
            >
              {TEXT.csv}
            </DownloadButton>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
