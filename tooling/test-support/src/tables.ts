import { screen, within } from '@testing-library/react';

/** Each body row of the table named `name` (in `container`, the page by default), as cell texts. */
export const tableRows = (name: string, container?: HTMLElement) =>
  within((container ? within(container) : screen).getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
