// The Overview's takings: a day or a range downloaded as the API writes it, PDF or CSV, the range
// checked as the server checks it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeOverview, makeStaffUser } from 'shared-domain/factory';
import { renderRoute, setupDownloads, setupFakeApi, signIn } from 'test-support';
import Overview from '../exposes/Overview';
import manifest from '../routes.json';

jest.mock('react-chartjs-2', () => jest.requireActual('./support/overview-fixtures').chartsMock);

const api = setupFakeApi();
const downloads = setupDownloads();
const PDF = '/api/takings/report.pdf';
const CSV = '/api/takings/export/';

async function openTakings() {
  api.on('GET', '/api/overview/', { status: 200, body: makeOverview() });
  signIn(makeStaffUser());
  const view = await renderRoute(manifest, 'overview', <Overview />, { apiUrl: api.url });
  await screen.findByRole('region', { name: 'Takings' });
  return view;
}

const takings = () => within(screen.getByRole('region', { name: 'Takings' }));

/** Sets a date field as the browser's date picker does: the whole day at once. */
function setDay(field: HTMLElement, day: string) {
  fireEvent.change(field, { target: { value: day } });
}

it('downloads the takings of the range chosen as a PDF, and as CSV', async () => {
  api.on('GET', PDF, { status: 200, file: { contentType: 'application/pdf', text: '%PDF-1.3' } });
  api.on('GET', CSV, { status: 200, file: { contentType: 'text/csv', text: 'Currency\r\n' } });
  const { user } = await openTakings();
  setDay(takings().getByLabelText(/From/), '2026-01-05');
  setDay(takings().getByLabelText(/To/), '2026-01-06');

  await user.click(takings().getByRole('button', { name: 'Download PDF' }));
  await waitFor(() =>
    expect(downloads.map((d) => d.name)).toEqual(['takings-2026-01-05-2026-01-06.pdf']),
  );
  expect(await downloads[0]!.file.text()).toBe('%PDF-1.3');
  expect(api.calls('GET', PDF)[0]!.query).toEqual({ from: '2026-01-05', to: '2026-01-06' });

  await user.click(takings().getByRole('button', { name: 'Download CSV' }));
  await waitFor(() => expect(downloads).toHaveLength(2));
  expect(downloads[1]!.name).toBe('takings-2026-01-05-2026-01-06.csv');
});

it('says what is wrong with a range the server would refuse, and asks for nothing', async () => {
  await openTakings();
  setDay(takings().getByLabelText(/From/), '2026-01-06');
  setDay(takings().getByLabelText(/To/), '2026-01-05');
  expect(
    await takings().findByText('The end of the range cannot be before its start.'),
  ).toBeVisible();
  await waitFor(() =>
    expect(takings().getByLabelText(/To/)).toHaveAttribute('aria-invalid', 'true'),
  );
  expect(takings().getByRole('button', { name: 'Download PDF' })).toBeDisabled();
  expect(takings().getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  expect(api.calls('GET', PDF)).toHaveLength(0);
});

it('says so when the takings cannot be downloaded', async () => {
  api.on('GET', PDF, { status: 500, body: {} });
  const { user } = await openTakings();
  await user.click(takings().getByRole('button', { name: 'Download PDF' }));
  expect(await screen.findByText(/downloading the takings/)).toBeVisible();
  expect(downloads).toEqual([]);
});
