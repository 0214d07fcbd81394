// The group evaluation screen (spec sections 2, 5, 7, 9): scores with their caps and messages, the
// total and pass rule's label, and Save sending one PATCH per changed student in parallel.
import { screen, waitFor, within } from '@testing-library/react';
import { setupFakeApi } from 'test-support';
import { LAILA, OMAR, SARA, evaluationAnswer, evaluationPath } from './support/sessions-fixtures';
import { openSheet as openSheetOf } from './support/open-sheet';

const api = setupFakeApi();

function answerPatches() {
  api.on('PATCH', '/api/student-evaluations/:id/', (request, params) => ({
    status: 200,
    body: evaluationAnswer(
      Number(params.id),
      request.body as Parameters<typeof evaluationAnswer>[1],
    ),
  }));
}

function openSheet() {
  return openSheetOf(api, 'evaluation');
}

function row(name: string) {
  return screen.getByRole('row', { name: new RegExp(name) });
}

function score(field: string, name: string) {
  return screen.getByRole('spinbutton', { name: `${field} score, ${name}` });
}

async function retype(
  user: Awaited<ReturnType<typeof openSheet>>['user'],
  input: HTMLElement,
  text: string,
) {
  await user.clear(input);
  if (text) await user.type(input, text);
  await user.tab();
}

describe('group evaluation', () => {
  it('shows each student scores, the server total and the pass rule label', async () => {
    await openSheet();

    expect(document.title).toBe('LinguaDesk | Group Evaluation');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Group 3 · Sat/Tue 4 PM - 6 PM' }),
    ).toBeVisible();
    expect(score('Oral', SARA.name)).toHaveValue(40);
    expect(within(row(SARA.name)).getByText('76')).toBeVisible();
    expect(within(row(SARA.name)).getByText('Pass')).toBeVisible();
    expect(within(row(OMAR.name)).getByText('75')).toBeVisible();
    expect(within(row(OMAR.name)).getByText('Fail (Oral < 30)')).toBeVisible();
    expect(within(row(LAILA.name)).getByText('60')).toBeVisible();
    expect(within(row(LAILA.name)).getByText('Fail (Score < 70)')).toBeVisible();
    expect(screen.getByRole('combobox', { name: `Decision, ${SARA.name}` })).toHaveValue('pending');
  });

  it('keeps its shape with errors: fixed score columns an error wraps inside, the names in view', async () => {
    const { user } = await openSheet();
    await retype(user, score('Oral', OMAR.name), '75');

    const message = await screen.findByText('Oral score must be between 0 and 50');
    const cell = within(row(OMAR.name)).getAllByRole('cell')[1]!;
    expect(cell).toContainElement(message);
    expect(cell).toHaveStyle({
      width: 'var(--chakra-sizes-24)',
      maxWidth: 'var(--chakra-sizes-24)',
      whiteSpace: 'normal',
    });
    expect(screen.getByRole('columnheader', { name: 'Student' })).toHaveStyle({
      position: 'sticky',
    });
    expect(within(row(OMAR.name)).getAllByRole('cell')[0]).toHaveStyle({ position: 'sticky' });
  });

  it('keeps each score header word whole, its range beside it', async () => {
    await openSheet();

    const header = screen.getByRole('columnheader', { name: 'Participation (0-20)' });
    // The word never wraps inside itself ("Participatio-n"): its column grows to fit it.
    expect(within(header).getByText('Participation')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(header).not.toHaveStyle({ maxWidth: 'var(--chakra-sizes-24)' });
  });

  it('recomputes the total and label as scores are typed', async () => {
    const { user } = await openSheet();

    await retype(user, score('Oral', LAILA.name), '45');
    expect(within(row(LAILA.name)).getByText('70')).toBeVisible();
    expect(within(row(LAILA.name)).getByText('Pass')).toBeVisible();
    expect(within(row(LAILA.name)).getByText('Unsaved')).toBeVisible();

    await retype(user, score('Oral', SARA.name), '29');
    expect(within(row(SARA.name)).getByText('Fail (Oral < 30)')).toBeVisible();
  });

  it.each([
    ['Oral', '51', 'Oral score must be between 0 and 50'],
    ['Participation', '21', 'Participation score must be between 0 and 20'],
    ['Written', '11', 'Written score must be between 0 and 10'],
    ['Listening', '-1', 'Listening score must be between 0 and 10'],
    ['Tasks', '11', 'Tasks score must be between 0 and 10'],
    ['Tasks', '', 'Tasks score is required'],
    ['Listening', '10.5', 'Listening score must be a whole number'],
  ])('checks %s = %j on blur and sends nothing while it is wrong', async (field, text, message) => {
    const { user } = await openSheet();

    await retype(user, score(field, OMAR.name), text);
    // The check waits for the schema, fetched when the focus entered the form.
    expect(await within(row(OMAR.name)).findByText(message)).toBeVisible();
    expect(score(field, OMAR.name)).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Save Evaluations' }));
    expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });

  it('checks a field only from its first blur, then as it is corrected', async () => {
    const { user } = await openSheet();

    await user.clear(score('Oral', OMAR.name));
    await user.type(score('Oral', OMAR.name), '75');
    expect(screen.queryByText('Oral score must be between 0 and 50')).not.toBeInTheDocument();
    await user.tab();
    expect(
      await within(row(OMAR.name)).findByText('Oral score must be between 0 and 50'),
    ).toBeVisible();

    await user.clear(score('Oral', OMAR.name));
    await user.type(score('Oral', OMAR.name), '45');
    await waitFor(() =>
      expect(screen.queryByText('Oral score must be between 0 and 50')).not.toBeInTheDocument(),
    );
    expect(score('Oral', OMAR.name)).not.toHaveAttribute('aria-invalid');
  });

  it('puts the focus on the first wrong field when Save finds one', async () => {
    const { user } = await openSheet();

    await retype(user, score('Tasks', LAILA.name), '11');
    await retype(user, score('Written', OMAR.name), '12');
    await user.click(screen.getByRole('button', { name: 'Save Evaluations' }));

    await waitFor(() => expect(score('Written', OMAR.name)).toHaveFocus());
    expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });

  it('links back to the groups', async () => {
    const { user, location } = await openSheet();

    await user.click(screen.getByRole('link', { name: /Back to Groups/ }));
    expect(location()).toBe('/groups');
  });

  it('sends one PATCH per changed student, in parallel, with the scores and decision', async () => {
    const arrived: number[] = [];
    let release!: () => void;
    const bothArrived = new Promise<void>((resolve) => (release = resolve));
    api.on('PATCH', '/api/student-evaluations/:id/', async (request, params) => {
      arrived.push(Number(params.id));
      // Neither answers until both are in: a one-by-one save never gets here twice.
      if (arrived.length === 2) release();
      await bothArrived;
      const body = request.body as Parameters<typeof evaluationAnswer>[1];
      return { status: 200, body: evaluationAnswer(Number(params.id), body) };
    });
    const { user } = await openSheet();

    await retype(user, score('Oral', OMAR.name), '30');
    await user.selectOptions(
      screen.getByRole('combobox', { name: `Decision, ${OMAR.name}` }),
      'Passed',
    );
    await retype(user, score('Tasks', LAILA.name), '10');
    await user.click(screen.getByRole('button', { name: 'Save Evaluations' }));

    expect(await screen.findByText('Evaluations updated successfully!')).toBeVisible();
    expect(api.calls('PATCH', evaluationPath(OMAR.id)).map((c) => c.body)).toEqual([
      { oral: 30, participation: 20, written: 10, listening: 10, tasks: 10, pass_fail: 'pass' },
    ]);
    expect(api.calls('PATCH', evaluationPath(LAILA.id)).map((c) => c.body)).toEqual([
      { oral: 35, participation: 10, written: 5, listening: 5, tasks: 10, pass_fail: 'pending' },
    ]);
    expect(api.calls('PATCH', evaluationPath(SARA.id))).toHaveLength(0);
    expect(screen.queryByText('Unsaved')).not.toBeInTheDocument();
    expect(within(row(OMAR.name)).getByText('80')).toBeVisible();
  });

  it('asks before saving a Decision that contradicts the Result, and saves once confirmed', async () => {
    answerPatches();
    const { user } = await openSheet();

    // Omar's result is 'Fail (Oral < 30)'.
    await user.selectOptions(
      screen.getByRole('combobox', { name: `Decision, ${OMAR.name}` }),
      'Passed',
    );
    await user.click(screen.getByRole('button', { name: 'Save Evaluations' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Decision differs from the result',
    });
    expect(dialog).toHaveTextContent(`${OMAR.name}: Passed, but the result is Fail (Oral < 30).`);
    expect(api.calls('PATCH', evaluationPath(OMAR.id))).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    expect(await screen.findByText('Evaluations updated successfully!')).toBeVisible();
    expect(api.calls('PATCH', evaluationPath(OMAR.id)).map((c) => c.body)).toMatchObject([
      { pass_fail: 'pass' },
    ]);
  });

  it('sends nothing when the contradiction is reviewed instead', async () => {
    answerPatches();
    const { user } = await openSheet();

    // Sara's result is 'Pass'.
    await user.selectOptions(
      screen.getByRole('combobox', { name: `Decision, ${SARA.name}` }),
      'Failed',
    );
    await user.click(screen.getByRole('button', { name: 'Save Evaluations' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(`${SARA.name}: Failed, but the result is Pass.`);
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls('PATCH', evaluationPath(SARA.id))).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: `Decision, ${SARA.name}` })).toHaveValue('fail');
  });

  it('warns when only some updates succeed and keeps the failed scores to retry', async () => {
    answerPatches();
    api.on('PATCH', evaluationPath(OMAR.id), { status: 503, body: { detail: 'Unavailable' } });
    const { user } = await openSheet();

    await retype(user, score('Oral', OMAR.name), '31');
    await retype(user, score('Oral', SARA.name), '41');
    await user.click(screen.getByRole('button', { name: 'Save Evaluations' }));

    expect(
      await screen.findByText('Updated evaluations for 1 out of 2 students. Some updates failed.'),
    ).toBeVisible();
    expect(score('Oral', OMAR.name)).toHaveValue(31);
    expect(within(row(OMAR.name)).getByText('Unsaved')).toBeVisible();
    expect(within(row(SARA.name)).queryByText('Unsaved')).not.toBeInTheDocument();

    answerPatches();
    await user.click(screen.getByRole('button', { name: 'Save Evaluations' }));
    expect(await screen.findByText('Evaluations updated successfully!')).toBeVisible();
    expect(api.calls('PATCH', evaluationPath(SARA.id))).toHaveLength(1);
    expect(api.calls('PATCH', evaluationPath(OMAR.id))).toHaveLength(2);
  });

  it('shows the catalogue error when every update fails, with nothing lost', async () => {
    api.on('PATCH', '/api/student-evaluations/:id/', { status: 500, body: { detail: 'x' } });
    const { user } = await openSheet();

    await retype(user, score('Written', SARA.name), '9');
    await user.click(screen.getByRole('button', { name: 'Save Evaluations' }));

    expect(
      await screen.findByText(
        'Server error occurred while updating evaluations. Please try again later.',
      ),
    ).toBeVisible();
    expect(score('Written', SARA.name)).toHaveValue(9);
  });

  it('puts the server field errors on the student fields', async () => {
    api.on('PATCH', evaluationPath(SARA.id), {
      status: 400,
      body: { oral: ['Oral score must be between 0 and 50'] },
    });
    const { user } = await openSheet();

    await retype(user, score('Oral', SARA.name), '42');
    await user.click(screen.getByRole('button', { name: 'Save Evaluations' }));

    expect(
      await screen.findByText('Validation errors occurred. Please check your input.'),
    ).toBeVisible();
    expect(within(row(SARA.name)).getByText('Oral score must be between 0 and 50')).toBeVisible();
  });

  it('sends nothing when nothing changed', async () => {
    const { user } = await openSheet();

    await user.click(screen.getByRole('button', { name: 'Save Evaluations' }));
    expect(await screen.findByText('No changes detected')).toBeVisible();
    expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });
});
