// The Groups screen's client-side search (title, schedule, level) and its pager (spec section 2).
import { screen, within } from '@testing-library/react';
import { makeGroupRow, makeUser, page } from 'shared-domain/factory';
import { renderScreen, setupFakeApi, signIn } from 'test-support';
import Groups from '../exposes/Groups';
import { makeGroups } from './support/groups-fixtures';

const api = setupFakeApi();

async function openWith(groups = makeGroups(23)) {
  api.on('GET', '/api/groups/', { status: 200, body: page(groups) });
  signIn(makeUser('operations_manager'));
  const view = await renderScreen(<Groups />, { apiUrl: api.url, path: '/groups' });
  await screen.findAllByRole('article');
  return view;
}

function cardTitles(): string[] {
  return screen.getAllByRole('article').map((card) => card.getAttribute('aria-label') ?? '');
}

function pager() {
  return screen.getByRole('navigation', { name: 'Pagination' });
}

describe('paging', () => {
  it('shows ten cards a page with the range and the page number', async () => {
    const { user } = await openWith();

    expect(cardTitles()).toHaveLength(10);
    expect(pager()).toHaveTextContent('Showing 1-10 of 23');
    expect(pager()).toHaveTextContent('Page 1 / 3');
    expect(within(pager()).getByRole('button', { name: 'Prev' })).toBeDisabled();

    await user.click(within(pager()).getByRole('button', { name: 'Next' }));
    expect(pager()).toHaveTextContent('Showing 11-20 of 23');
    expect(pager()).toHaveTextContent('Page 2 / 3');
    expect(cardTitles()[0]).toBe('Group 11');

    await user.click(within(pager()).getByRole('button', { name: 'Next' }));
    expect(pager()).toHaveTextContent('Showing 21-23 of 23');
    expect(pager()).toHaveTextContent('Page 3 / 3');
    expect(cardTitles()).toEqual(['Group 21', 'Group 22', 'Group 23']);
    expect(within(pager()).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(pager()).getByRole('button', { name: 'Prev' }));
    expect(pager()).toHaveTextContent('Page 2 / 3');
  });

  it('shows a single page for a few groups', async () => {
    await openWith(makeGroups(4));

    expect(pager()).toHaveTextContent('Showing 1-4 of 4');
    expect(pager()).toHaveTextContent('Page 1 / 1');
  });
});

describe('search', () => {
  it('matches the title', async () => {
    const { user } = await openWith();

    await user.type(screen.getByRole('searchbox', { name: 'Search groups' }), 'group 17');

    expect(await screen.findByText('Found 1 group matching "group 17"')).toBeVisible();
    expect(cardTitles()).toEqual(['Group 17']);
    expect(api.calls('GET', '/api/groups/')).toHaveLength(1);
  });

  it('matches the schedule, by day code, day name or hours', async () => {
    const groups = [
      makeGroupRow({ id: 1, days: 'sat/tue', hours: '10 AM - 12 PM' }),
      makeGroupRow({ id: 2, days: 'sun/wed', hours: '4 PM - 6 PM' }),
      makeGroupRow({ id: 3, days: 'mon/thu', hours: '6 PM - 8 PM' }),
    ];
    const { user } = await openWith(groups);
    const search = screen.getByRole('searchbox', { name: 'Search groups' });

    await user.type(search, 'wednesday');
    expect(await screen.findByText('Found 1 group matching "wednesday"')).toBeVisible();
    expect(cardTitles()).toEqual(['Group 2']);

    await user.clear(search);
    await user.type(search, 'Mon/Thu');
    expect(await screen.findByText('Found 1 group matching "Mon/Thu"')).toBeVisible();
    expect(cardTitles()).toEqual(['Group 3']);

    await user.clear(search);
    await user.type(search, '6 pm');
    expect(await screen.findByText('Found 2 groups matching "6 pm"')).toBeVisible();
    expect(cardTitles()).toEqual(['Group 2', 'Group 3']);
  });

  it('matches the level label', async () => {
    const groups = [
      makeGroupRow({ id: 1, current_level: 9 }),
      makeGroupRow({ id: 2, current_level: 3 }),
      makeGroupRow({ id: 3, current_level: 10 }),
    ];
    const { user } = await openWith(groups);

    await user.type(screen.getByRole('searchbox', { name: 'Search groups' }), 'lc');

    expect(await screen.findByText('Found 2 groups matching "lc"')).toBeVisible();
    expect(cardTitles()).toEqual(['Group 1', 'Group 3']);
  });

  it('goes back to page 1 and pages through the matches', async () => {
    const { user } = await openWith();
    await user.click(within(pager()).getByRole('button', { name: 'Next' }));

    await user.type(screen.getByRole('searchbox', { name: 'Search groups' }), 'sat/tue');

    expect(await screen.findByText('Found 8 groups matching "sat/tue"')).toBeVisible();
    expect(pager()).toHaveTextContent('Showing 1-8 of 8');
    expect(pager()).toHaveTextContent('Page 1 / 1');
  });

  it('offers to clear a search without matches', async () => {
    const { user } = await openWith();
    const search = screen.getByRole('searchbox', { name: 'Search groups' });

    await user.type(search, 'nothing like this');

    expect(
      await screen.findByRole('heading', { name: 'No groups match your search' }),
    ).toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));

    expect(screen.getByRole('searchbox', { name: 'Search groups' })).toHaveValue('');
    expect(cardTitles()).toHaveLength(10);
    expect(pager()).toHaveTextContent('Showing 1-10 of 23');
  });
});
