// The table of a group's sheet, drawn as Chakra's Table draws it at size sm (its recipe's `line`
// variant, the one shared-ui/lists' Table takes by default: the same styles, property for property)
// with the core's factory. shared-ui/lists is the family of list screens: loaded for a table, it
// would bring its progress bars, stats, tags, pagination and history panels to the sheet's first
// content too (about 10 KB gzipped, issue 11).
import { chakra } from 'shared-ui';

const ScrollArea = chakra('div', {
  base: {
    display: 'block',
    whiteSpace: 'nowrap',
    WebkitOverflowScrolling: 'touch',
    overflow: 'auto',
    maxWidth: '100%',
  },
});

const Root = chakra('table', {
  base: {
    fontVariantNumeric: 'lining-nums tabular-nums',
    borderCollapse: 'collapse',
    width: 'full',
    textAlign: 'start',
    verticalAlign: 'top',
    textStyle: 'sm',
  },
});

const Row = chakra('tr', { base: { bg: 'bg' } });

const ColumnHeader = chakra('th', {
  base: {
    fontWeight: 'medium',
    textAlign: 'start',
    color: 'fg',
    borderBottomWidth: '1px',
    px: '2',
    py: '2',
  },
});

const Cell = chakra('td', {
  base: { textAlign: 'start', alignItems: 'center', borderBottomWidth: '1px', px: '2', py: '2' },
});

export const SheetTable = {
  ScrollArea,
  Root,
  Header: chakra.thead,
  Body: chakra.tbody,
  Row,
  ColumnHeader,
  Cell,
};
