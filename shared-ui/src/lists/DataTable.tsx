// A list table whose rows edit in place: Edit turns the editable cells into inputs, Save hands the
// draft to the screen (which decides what to send), Cancel drops it, Delete asks the screen to delete.
import { useState, type ReactNode } from 'react';
import { Box, Button, HStack, Table, Text } from '@chakra-ui/react';

export interface DataTableColumn<Row, Draft> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** Present only for editable columns: the input shown while the row is edited. */
  edit?: (draft: Draft, update: (patch: Partial<Draft>) => void) => ReactNode;
  /** Keeps the column in view while the table scrolls sideways (the name column). */
  sticky?: boolean;
}

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
  emptyText = 'No records found.',
  caption,
}: DataTableProps<Row, Draft>) {
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

  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="l2" bg="bg">
      <Table.Root size="sm" interactive>
        {caption ? <Table.Caption>{caption}</Table.Caption> : null}
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader
                key={column.key}
                whiteSpace="nowrap"
                position={column.sticky ? 'sticky' : undefined}
                left={column.sticky ? 0 : undefined}
                zIndex={column.sticky ? 1 : undefined}
                bg={column.sticky ? 'bg' : undefined}
              >
                {column.header}
              </Table.ColumnHeader>
            ))}
            {hasActions ? <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader> : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={columns.length + (hasActions ? 1 : 0)}>
                <Text color="fg.muted" textAlign="center" py="6">
                  {emptyText}
                </Text>
              </Table.Cell>
            </Table.Row>
          ) : null}
          {rows.map((row) => {
            const id = getRowId(row);
            const label = getRowLabel ? ` ${getRowLabel(row)}` : '';
            const draft = editing && editing.id === id ? editing.draft : null;
            return (
              <Table.Row key={id} data-editing={draft ? '' : undefined}>
                {columns.map((column) => (
                  <Table.Cell
                    key={column.key}
                    whiteSpace="nowrap"
                    position={column.sticky ? 'sticky' : undefined}
                    left={column.sticky ? 0 : undefined}
                    // Above the positioned inputs of cells being edited that scroll beneath it.
                    zIndex={column.sticky ? 1 : undefined}
                    bg={column.sticky ? 'bg' : undefined}
                    color={draft && !column.edit ? 'fg.subtle' : undefined}
                  >
                    {draft && column.edit
                      ? column.edit(draft, (patch) =>
                          setEditing((current) =>
                            current
                              ? { ...current, draft: { ...current.draft, ...patch } }
                              : current,
                          ),
                        )
                      : column.render(row)}
                  </Table.Cell>
                ))}
                {hasActions ? (
                  <Table.Cell textAlign="end">
                    <HStack gap="2" justify="end">
                      {draft ? (
                        <>
                          <Button
                            size="xs"
                            colorPalette="brand"
                            loading={saving}
                            onClick={() => save(row)}
                            aria-label={`Save${label}`}
                          >
                            Save
                          </Button>
                          <Button
                            size="xs"
                            variant="outline"
                            disabled={saving}
                            onClick={() => setEditing(null)}
                            aria-label={`Cancel${label}`}
                          >
                            Cancel
                          </Button>
                        </>
                      ) : (
                        <>
                          {canEdit && toDraft && (canEditRow?.(row) ?? true) ? (
                            <Button
                              size="xs"
                              variant="outline"
                              onClick={() => setEditing({ id, draft: toDraft(row) })}
                              aria-label={`Edit${label}`}
                            >
                              Edit
                            </Button>
                          ) : null}
                          {onDelete && (canDeleteRow?.(row) ?? true) ? (
                            <Button
                              size="xs"
                              variant="outline"
                              colorPalette="red"
                              onClick={() => onDelete(row)}
                              aria-label={`Delete${label}`}
                            >
                              Delete
                            </Button>
                          ) : null}
                        </>
                      )}
                    </HStack>
                  </Table.Cell>
                ) : null}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
