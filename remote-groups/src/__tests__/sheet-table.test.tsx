// The sheets' table (group-sheet's SheetTable, drawn with the core's factory so the sheets do not
// load shared-ui/lists) keeps the look of Chakra's Table at size sm, part for part: the same
// declarations in each part's style rule, so a Chakra update that changes the table's recipe
// fails here. (jsdom applies none of Chakra's layered rules, so the rules are read as written.)
import { render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { UiProvider } from 'shared-ui';
import { Table } from 'shared-ui/lists';
import { SheetTable } from '../features/group-sheet';

type Parts = typeof SheetTable;

function Sheet({ parts, name }: { parts: Parts; name: string }) {
  const { ScrollArea, Root, Header, Body, Row, ColumnHeader, Cell } = parts;
  return (
    <ScrollArea data-testid={`${name}-scroll`}>
      <Root aria-label={name}>
        <Header>
          <Row>
            <ColumnHeader>Student</ColumnHeader>
          </Row>
        </Header>
        <Body>
          <Row>
            <Cell>Sara</Cell>
          </Row>
        </Body>
      </Root>
    </ScrollArea>
  );
}

/** Chakra's Table at the sheets' size, as the same parts. */
const chakraTable: Parts = {
  ...Table,
  Root: (props: ComponentProps<typeof Table.Root>) => <Table.Root size="sm" {...props} />,
};

/** The declarations of the page's rule for exactly `.css-…` (its states' rules aside). */
function declarationsOf(element: Element): string[] {
  const className = [...element.classList].find((name) => name.startsWith('css-'));
  if (!className) return [];
  const css = [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('\n');
  const rule = new RegExp(`\\.${className} \\{([^}]*)\\}`).exec(css);
  if (!rule) throw new Error(`no rule for .${className}`);
  return rule[1]!
    .split(';')
    .map((declaration) => declaration.trim())
    .filter(Boolean);
}

function rulesOf(name: string) {
  const table = screen.getByRole('table', { name });
  const [header, body] = within(table).getAllByRole('rowgroup');
  const [headerRow, row] = within(table).getAllByRole('row');
  const parts = {
    scrollArea: screen.getByTestId(`${name}-scroll`),
    root: table,
    header: header!,
    body: body!,
    headerRow: headerRow!,
    row: row!,
    columnHeader: within(table).getByRole('columnheader'),
    cell: within(table).getByRole('cell'),
  };
  return Object.fromEntries(
    Object.entries(parts).map(([part, element]) => [part, declarationsOf(element)]),
  );
}

it('draws as Chakra’s Table at size sm', () => {
  render(
    <UiProvider>
      <Sheet parts={SheetTable} name="sheet" />
      <Sheet parts={chakraTable} name="chakra" />
    </UiProvider>,
  );

  const chakra = rulesOf('chakra');
  expect(chakra.cell).toEqual(
    expect.arrayContaining(['border-bottom-width: 1px', 'padding-inline: var(--chakra-spacing-2)']),
  );
  expect(rulesOf('sheet')).toEqual(chakra);
});
