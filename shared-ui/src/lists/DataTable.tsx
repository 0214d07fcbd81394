// A list table whose rows edit in place: Edit turns the editable cells into inputs, Save hands the
// draft to the screen (which decides what to send), Cancel drops it, Delete asks the screen to delete.
// The actions column stays at the table's end edge (the right, the left in Arabic) while a wide
// table scrolls sideways, so Edit, Save, Cancel and Delete are always in reach.
import { memo, useCallback, useState, type ReactNode } from 'react';
import { Box, Button, HStack, Table, Text, useCallbackRef } from '@chakra-ui/react';
import { useLocale } from 'shared-i18n/react';
import { t } from '../i18n';

export interface DataTableColumn<Row, Draft> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** Present only for editable columns: the input shown while the row is edited. */
  edit?: (draft: Draft, update: (patch: Partial<Draft>) => void) => ReactNode;
  /** Keeps the column in view while the table scrolls sideways (the name column). */
  sticky?: boolean;
}

// Physical insets mirrored in RTL rather than insetStart/insetEnd: jsdom, where the tests check
// the pins, computes no logical inset.
/** The sticky name column: pinned to the start edge of the scrolling table. */
const STICKY_START = {
  position: 'sticky',
  left: 0,
  _rtl: { left: 'auto', right: 0 },
  zIndex: 1,
  bg: 'bg',
} as const;

/** The actions column: pinned to the end edge of the scrolling table, over the cells beneath. */
const STICKY_ACTIONS = {
  position: 'sticky',
  right: 0,
  _rtl: { right: 'auto', left: 0 },
  zIndex: 1,
  bg: 'bg',
  borderStartWidth: '1px',
} as const;

export interface DataTableProps<Row, Draft> {
  rows: Row[];
  columns: DataTableColumn<Row, Draft>[];
  getRowId: (row: Row) => string | number;
  /** Names a row in button labels, e.g. 'Edit Jane Doe'. */
  getRowLabel?: (row: Row) => string;
  toDraft?: (row: Row) => Draft;
  /** Resolve to leave edit mode; reject (or throw) to keep the draft on screen. */
  onSave?: (row: Row, draft: Draft) => Promise<void> | void;
  onDelete?: (row: Row) => void;
  /** Rows the viewer may not edit (e.g. out of their role's reach) get no Edit button. */
  canEditRow?: (row: Row) => boolean;
  /** Rows the viewer may not delete (e.g. their own account) get no Delete button. */
  canDeleteRow?: (row: Row) => boolean;
  emptyText?: string;
  caption?: string;
  /** Names the table and its scrolling box, which takes the focus so keys can scroll it. */
  label: string;
}

export function DataTable<Row, Draft>({
  rows,
  columns,
  getRowId,
  getRowLabel,
  toDraft,
  onSave,
  onDelete,
  canEditRow,
  canDeleteRow,
  emptyText,
  caption,
  label,
}: DataTableProps<Row, Draft>) {
  useLocale();
  const [editing, setEditing] = useState<{ id: string | number; draft: Draft } | null>(null);
  const [saving, setSaving] = useState(false);
  const canEdit = Boolean(toDraft && onSave);
  const hasActions = canEdit || Boolean(onDelete);

  const save = async (row: Row) => {
    if (!editing || !onSave) return;
    setSaving(true);
    try {
      await onSave(row, editing.draft);
      setEditing(null);
    } catch {
      // The screen reports the failure; the draft stays so the user can fix it.
    } finally {
      setSaving(false);
    }
  };
  // The rows' handlers are the same functions from one drawing to the next, so a keystroke in
  // the row being edited draws that row again, not every row of the table.
  const saveRow = useCallbackRef(save);
  const editRow = useCallback((id: string | number, draft: Draft) => setEditing({ id, draft }), []);
  const cancel = useCallback(() => setEditing(null), []);
  const patch = useCallback(
    (change: Partial<Draft>) =>
      setEditing((current) =>
        current ? { ...current, draft: { ...current.draft, ...change } } : current,
      ),
    [],
  );

  return (
    <Box
      overflowX="auto"
      borderWidth="1px"
      borderRadius="l2"
      bg="bg"
      role="region"
      aria-label={label}
      // A scrolling box must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable):
      // a read-only table has nothing else inside to focus.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
      tabIndex={0}
    >
      <Table.Root size="sm" interactive aria-label={label}>
        {caption ? <Table.Caption>{caption}</Table.Caption> : null}
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader
                key={column.key}
                whiteSpace="nowrap"
                {...(column.sticky ? STICKY_START : {})}
              >
                {column.header}
              </Table.ColumnHeader>
            ))}
            {hasActions ? (
              <Table.ColumnHeader textAlign="end" {...STICKY_ACTIONS}>
                {t('table.actions')}
              </Table.ColumnHeader>
            ) : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={columns.length + (hasActions ? 1 : 0)}>
                <Text color="fg.muted" textAlign="center" py="6">
                  {emptyText ?? t('table.empty')}
                </Text>
              </Table.Cell>
            </Table.Row>
          ) : null}
          {rows.map((row) => {
            const id = getRowId(row);
            const draft = editing && editing.id === id ? editing.draft : null;
            return (
              <DataTableRow
                key={id}
                row={row}
                id={id}
                columns={columns}
                draft={draft}
                saving={draft ? saving : false}
                hasActions={hasActions}
                getRowLabel={getRowLabel}
                toDraft={canEdit ? toDraft : undefined}
                onDelete={onDelete}
                canEditRow={canEditRow}
                canDeleteRow={canDeleteRow}
                onEdit={editRow}
                onPatch={patch}
                onSave={saveRow}
                onCancel={cancel}
              />
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

interface DataTableRowProps<Row, Draft> {
  row: Row;
  id: string | number;
  columns: DataTableColumn<Row, Draft>[];
  /** The row's draft while it is edited, else null. */
  draft: Draft | null;
  saving: boolean;
  hasActions: boolean;
  getRowLabel?: (row: Row) => string;
  /** Present when rows can be edited. */
  toDraft?: (row: Row) => Draft;
  onDelete?: (row: Row) => void;
  canEditRow?: (row: Row) => boolean;
  canDeleteRow?: (row: Row) => boolean;
  onEdit: (id: string | number, draft: Draft) => void;
  onPatch: (patch: Partial<Draft>) => void;
  onSave: (row: Row) => void;
  onCancel: () => void;
}

function DataTableRowOf<Row, Draft>({
  row,
  id,
  columns,
  draft,
  saving,
  hasActions,
  getRowLabel,
  toDraft,
  onDelete,
  canEditRow,
  canDeleteRow,
  onEdit,
  onPatch,
  onSave,
  onCancel,
}: DataTableRowProps<Row, Draft>) {
  // Its texts are in the active language: drawn again when that changes.
  useLocale();
  const name = getRowLabel?.(row);
  // 'Edit Jane Doe', or 'Edit' without a row label.
  const named = (action: 'save' | 'cancel' | 'edit' | 'delete') =>
    name ? t(`row.${action}`, { name }) : t(`table.${action}`);
  return (
    <Table.Row data-editing={draft ? '' : undefined}>
      {columns.map((column) => (
        <Table.Cell
          key={column.key}
          whiteSpace="nowrap"
          // Data takes the direction of its own first letter: "6 PM - 8 PM" or a Latin
          // name reads left to right inside an Arabic table, a phone keeps its "+" first.
          unicodeBidi="plaintext"
          // Above the positioned inputs of cells being edited that scroll beneath it.
          {...(column.sticky ? STICKY_START : {})}
          color={draft && !column.edit ? 'fg.subtle' : undefined}
        >
          {draft && column.edit ? column.edit(draft, onPatch) : column.render(row)}
        </Table.Cell>
      ))}
      {hasActions ? (
        <Table.Cell textAlign="end" {...STICKY_ACTIONS}>
          <HStack gap="2" justify="end">
            {draft ? (
              <>
                <Button
                  size="xs"
                  colorPalette="brand"
                  loading={saving}
                  onClick={() => onSave(row)}
                  aria-label={named('save')}
                >
                  {t('table.save')}
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  disabled={saving}
                  onClick={onCancel}
                  aria-label={named('cancel')}
                >
                  {t('table.cancel')}
                </Button>
              </>
            ) : (
              <>
                {toDraft && (canEditRow?.(row) ?? true) ? (
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => onEdit(id, toDraft(row))}
                    aria-label={named('edit')}
                  >
                    {t('table.edit')}
                  </Button>
                ) : null}
                {onDelete && (canDeleteRow?.(row) ?? true) ? (
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => onDelete(row)}
                    aria-label={named('delete')}
                  >
                    {t('table.delete')}
                  </Button>
                ) : null}
              </>
            )}
          </HStack>
        </Table.Cell>
      ) : null}
    </Table.Row>
  );
}

/** One row: drawn again only when its own data, draft or the table's columns change. */
const DataTableRow = memo(DataTableRowOf) as typeof DataTableRowOf;
