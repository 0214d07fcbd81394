// lazyDialog: a dialog whose chunk is fetched when it opens, with its loading and failed states; and
// a lazy part fetched ahead, which draws at once.
import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@chakra-ui/react';
import { FormDialog } from '../forms/FormDialog';
import { LAZY_DIALOG_TEXT, lazyDialog } from '../lists/lazyDialog';
import { LazyPartView, lazyPart, preloadOn } from '../lists/lazyPart';
import { renderUi } from './renderUi';

interface NoteProps {
  onClose: () => void;
}

function NoteDialog({ onClose }: NoteProps) {
  return (
    <FormDialog
      title="Add Note"
      submitLabel="Save"
      submitting={false}
      onClose={onClose}
      onSubmit={(e) => e.preventDefault()}
    >
      <input aria-label="Note" />
    </FormDialog>
  );
}

/** A chunk the test answers by hand: each fetch waits for `answer` or `fail`. */
function handChunk() {
  const fetches: { resolve: (c: typeof NoteDialog) => void; reject: (e: Error) => void }[] = [];
  const load = jest.fn(
    () =>
      new Promise<typeof NoteDialog>((resolve, reject) => {
        fetches.push({ resolve, reject });
      }),
  );
  return {
    load,
    answer: async () => act(async () => fetches.at(-1)!.resolve(NoteDialog)),
    fail: async () => act(async () => fetches.at(-1)!.reject(new Error('ChunkLoadError'))),
  };
}

function Screen({ Dialog }: { Dialog: ReturnType<typeof lazyDialog<NoteProps>> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} {...preloadOn(Dialog)}>
        Add Note
      </Button>
      <input aria-label="Typed elsewhere" />
      {open ? <Dialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('fetches nothing until it opens, shows the dialog loading, then its form', async () => {
  const chunk = handChunk();
  const user = userEvent.setup();
  await renderUi(<Screen Dialog={lazyDialog(chunk.load, 'Add Note')} />);
  expect(chunk.load).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Add Note' }));

  const loading = screen.getByTestId('dialog-loading');
  expect(loading).toHaveAttribute('aria-busy', 'true');
  expect(within(loading).getByRole('heading', { name: 'Add Note' })).toBeVisible();
  expect(within(loading).getByRole('status')).toHaveTextContent(LAZY_DIALOG_TEXT.loading);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(chunk.load).toHaveBeenCalledTimes(1);

  await chunk.answer();

  const dialog = await screen.findByRole('dialog', { name: 'Add Note' });
  expect(within(dialog).getByRole('textbox', { name: 'Note' })).toBeVisible();
  expect(within(dialog).getByRole('button', { name: 'Save' })).toBeVisible();
  expect(screen.queryByTestId('dialog-loading')).not.toBeInTheDocument();
});

it('says so when the chunk fails, keeps what was typed elsewhere, and Retry fetches it again', async () => {
  const chunk = handChunk();
  const user = userEvent.setup();
  await renderUi(<Screen Dialog={lazyDialog(chunk.load, 'Add Note')} />);
  await user.type(screen.getByRole('textbox', { name: 'Typed elsewhere' }), 'kept');
  await user.click(screen.getByRole('button', { name: 'Add Note' }));

  await chunk.fail();

  const failed = await screen.findByRole('alertdialog', { name: 'Add Note' });
  expect(failed).toHaveTextContent(LAZY_DIALOG_TEXT.failed);
  expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
  expect(screen.getByRole('textbox', { name: 'Typed elsewhere' })).toHaveValue('kept');

  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(chunk.load).toHaveBeenCalledTimes(2);
  expect(screen.getByTestId('dialog-loading')).toHaveTextContent(LAZY_DIALOG_TEXT.loading);
  await chunk.answer();

  expect(await screen.findByRole('textbox', { name: 'Note' })).toBeVisible();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  // Behind the open modal (hidden from assistive technology), unchanged.
  expect(screen.getByRole('textbox', { name: 'Typed elsewhere', hidden: true })).toHaveValue(
    'kept',
  );
});

it('closes from the failed state, giving the focus back to the button that opened it', async () => {
  const chunk = handChunk();
  const user = userEvent.setup();
  await renderUi(<Screen Dialog={lazyDialog(chunk.load, 'Add Note')} />);
  await user.click(screen.getByRole('button', { name: 'Add Note' }));
  await chunk.fail();

  await user.click(await screen.findByRole('button', { name: 'Close' }));

  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add Note' })).toHaveFocus();
});

it('closes on Escape while it loads', async () => {
  const chunk = handChunk();
  const user = userEvent.setup();
  await renderUi(<Screen Dialog={lazyDialog(chunk.load, 'Add Note')} />);
  await user.click(screen.getByRole('button', { name: 'Add Note' }));

  await user.keyboard('{Escape}');

  expect(screen.queryByTestId('dialog-loading')).not.toBeInTheDocument();
});

it('starts the fetch on preload (hover of the button), once', async () => {
  const chunk = handChunk();
  const user = userEvent.setup();
  await renderUi(<Screen Dialog={lazyDialog(chunk.load, 'Add Note')} />);

  await user.hover(screen.getByRole('button', { name: 'Add Note' }));
  await chunk.answer();
  await user.click(screen.getByRole('button', { name: 'Add Note' }));

  expect(await screen.findByRole('textbox', { name: 'Note' })).toBeVisible();
  expect(chunk.load).toHaveBeenCalledTimes(1);
});

it('starts the fetch on focus of the button too (preloadOn), once', async () => {
  const chunk = handChunk();
  const user = userEvent.setup();
  await renderUi(<Screen Dialog={lazyDialog(chunk.load, 'Add Note')} />);

  await user.tab();
  expect(screen.getByRole('button', { name: 'Add Note' })).toHaveFocus();
  expect(chunk.load).toHaveBeenCalledTimes(1);
  await user.hover(screen.getByRole('button', { name: 'Add Note' }));
  await chunk.answer();
  await user.keyboard('{Enter}');

  expect(await screen.findByRole('textbox', { name: 'Note' })).toBeVisible();
  expect(chunk.load).toHaveBeenCalledTimes(1);
});

it('preloadOn hands the preload to both hover and focus, for a lazy part as for a dialog', () => {
  const preload = jest.fn();
  const props = preloadOn({ preload });
  expect(Object.keys(props).sort()).toEqual(['onFocus', 'onPointerEnter']);
  props.onPointerEnter();
  expect(preload).toHaveBeenCalledTimes(1);
  props.onFocus();
  expect(preload).toHaveBeenCalledTimes(2);

  const load = jest.fn(() => new Promise<() => null>(() => {}));
  preloadOn(lazyPart(load)).onFocus();
  expect(load).toHaveBeenCalledTimes(1);
});

it('draws a lazy part fetched ahead at its first draw, with no loading state', async () => {
  function Takings({ total }: { total: string }) {
    return <p>Takings: {total}</p>;
  }
  const part = lazyPart(async () => Takings);
  part.preload();
  // eslint-disable-next-line testing-library/no-unnecessary-act -- lets the fetch started by the preload settle, as it would while the pointer rests on a tab
  await act(async () => {});
  render(
    <LazyPartView
      part={part}
      props={{ total: '1,500 EGP' }}
      loading={<p>Loading the takings</p>}
      failed={() => null}
    />,
  );
  expect(screen.getByText('Takings: 1,500 EGP')).toBeInTheDocument();
  expect(screen.queryByText('Loading the takings')).not.toBeInTheDocument();
});
