// The evaluation sheet's form state without a form library: react-hook-form would add 12.2 KB gz to
// the screen's first content. Fields are checked as its onTouched mode does (first blur, then each
// change); Save checks every row and focuses the first wrong field. Messages: use-sheet-schema.ts.
import { useCallback, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { SCORE_FIELDS, type ScoreField } from 'shared-domain';
import type { RowInput, RowOutput } from '../sheet-form';
import type { RowMessages } from '../sheet-schema';
import { loadSheetSchema } from './use-sheet-schema';

/** A field of a row: a score or the decision. */
export type SheetField = ScoreField | 'pass_fail';

/** The fields in the order a row draws them. */
const FIELDS: readonly SheetField[] = [...SCORE_FIELDS, 'pass_fail'];

/** Whether a name (a field of the server's answer) is one of a row's fields. */
export function isSheetField(name: string): name is SheetField {
  return (FIELDS as readonly string[]).includes(name);
}

interface SheetState {
  rows: RowInput[];
  /** Per row, the message shown beside each field. */
  messages: RowMessages[];
  /** The fields blurred at least once, as `${index}.${field}`. */
  touched: ReadonlySet<string>;
  /** Save has checked the sheet. */
  submitted: boolean;
}

type FieldElement = HTMLInputElement | HTMLSelectElement;

function withMessage(
  messages: readonly RowMessages[],
  index: number,
  field: SheetField,
  message: string | undefined,
): RowMessages[] {
  const next = [...messages];
  next[index] = { ...next[index], [field]: message };
  return next;
}

/** Puts the schema's message for the field, read from its row as it is once the schema is here. */
function check(
  setState: (update: (current: SheetState) => SheetState) => void,
  index: number,
  field: SheetField,
) {
  loadSheetSchema().then(
    (schema) =>
      setState((current) => ({
        ...current,
        messages: withMessage(
          current.messages,
          index,
          field,
          schema.rowMessages(current.rows[index])[field],
        ),
      })),
    // Not fetched: the next check asks again.
    () => undefined,
  );
}

export function useSheetForm(initialRows: () => RowInput[]) {
  const [state, setState] = useState<SheetState>(() => ({
    rows: initialRows(),
    messages: [],
    touched: new Set(),
    submitted: false,
  }));
  const [submitting, setSubmitting] = useState(false);
  const elements = useRef(new Map<string, FieldElement>());

  // The handlers read the sheet as last drawn from here, so they stay the same functions from one
  // drawing to the next and a keystroke draws only its own row again.
  const current = useRef(state);
  useLayoutEffect(() => {
    current.current = state;
  });

  const field = useCallback((index: number, name: SheetField) => {
    const key = `${index}.${name}`;
    return {
      name: `students.${index}.${name}`,
      onChange: (event: ChangeEvent<FieldElement>) => {
        const { value } = event.target;
        setState((sheet) => ({
          ...sheet,
          rows: sheet.rows.map((row, i) => (i === index ? { ...row, [name]: value } : row)),
        }));
        if (current.current.submitted || current.current.touched.has(key))
          check(setState, index, name);
      },
      onBlur: () => {
        if (!current.current.touched.has(key))
          setState((sheet) => ({ ...sheet, touched: new Set(sheet.touched).add(key) }));
        if (!current.current.submitted) check(setState, index, name);
      },
      ref: (element: FieldElement | null) => {
        if (element) elements.current.set(key, element);
        else elements.current.delete(key);
      },
    };
  }, []);

  function focusFirstWrong(messages: readonly RowMessages[]) {
    for (const [index, row] of messages.entries()) {
      const field = FIELDS.find((name) => row[name]);
      if (field) {
        elements.current.get(`${index}.${field}`)?.focus();
        return;
      }
    }
  }

  return {
    rows: state.rows,
    messages: state.messages,
    /** Save is checking the sheet or sending it. */
    submitting,

    /**
     * What a field's input or select takes besides its value (the row's): its name, handlers and
     * element. The same function for the sheet's whole life.
     */
    field,

    /** Save: checks every row; when none is wrong, `send` gets the rows as the schema reads them. */
    async submit(send: (rows: RowOutput[]) => Promise<void>) {
      setSubmitting(true);
      try {
        const read = (await loadSheetSchema()).readSheet(state.rows);
        const messages = 'messages' in read ? read.messages : [];
        setState((current) => ({ ...current, messages, submitted: true }));
        if ('rows' in read) await send(read.rows);
        else focusFirstWrong(messages);
      } finally {
        setSubmitting(false);
      }
    },

    /** The server's message for a field, shown until the field is checked again. */
    showMessage(index: number, field: SheetField, message: string) {
      setState((current) => ({
        ...current,
        messages: withMessage(current.messages, index, field, message),
      }));
    },
  };
}

export type SheetForm = ReturnType<typeof useSheetForm>;
