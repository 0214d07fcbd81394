import { screen, within } from '@testing-library/react';

/** Each body row of the table named `name`, as its cells' texts. */
export const tableRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
