// shared-ui in Arabic: the provider turns the page right to left, and its own texts (the crash
// screen, a list's empty state and pager, the toaster) read in Arabic once it is chosen.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocaleContext } from '@chakra-ui/react';
import { setLocale } from 'shared-i18n';
import { CrashBoundary } from '../boundaries/CrashBoundary';
import { LevelHistoryTable } from '../history/LevelHistoryTable';
import { DataTable } from '../lists/DataTable';
import { Pagination } from '../lists/Pagination';
import { notify, toaster } from '../toaster/toaster';
import { renderUi } from './renderUi';

function Exploding(): never {
  throw new Error('boom');
}

/** What Chakra's components read: the Intl locale and the direction. */
function ChakraLocale() {
  const { locale, dir } = useLocaleContext();
  return <p data-testid="chakra-locale">{`${locale} ${dir}`}</p>;
}

/** Strips the isolates a right-to-left message wraps its values in. */
const plainText = (text: string | null) => (text ?? '').replace(/[\u2068\u2069]/g, '');

afterEach(async () => {
  await act(() => setLocale('en', 'latn'));
  jest.restoreAllMocks();
});

it('turns <html> and Chakra right to left in Arabic, and back', async () => {
  const html = document.documentElement;
  await renderUi(<ChakraLocale />);
  expect(html).toHaveAttribute('lang', 'en');
  expect(html).toHaveAttribute('dir', 'ltr');
  expect(screen.getByTestId('chakra-locale')).toHaveTextContent('en-US ltr');

  await act(() => setLocale('ar', 'arab'));
  expect(html).toHaveAttribute('lang', 'ar');
  expect(html).toHaveAttribute('dir', 'rtl');
  expect(screen.getByTestId('chakra-locale')).toHaveTextContent('ar-EG-u-nu-arab rtl');

  await act(() => setLocale('en'));
  expect(html).toHaveAttribute('lang', 'en');
  expect(html).toHaveAttribute('dir', 'ltr');
});

it('shows the crash screen in Arabic', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  await setLocale('ar');
  await renderUi(
    <CrashBoundary>
      <Exploding />
    </CrashBoundary>,
  );
  expect(screen.getByRole('heading', { name: 'حدث خطأ ما' })).toBeInTheDocument();
  expect(screen.getByText('حدث خطأ غير متوقع. غالبًا ما يحلّ تحديث الصفحة المشكلة.')).toBeVisible();
  expect(screen.getByRole('button', { name: 'تحديث الصفحة' })).toBeInTheDocument();
});

it("shows a list's empty state and pager in Arabic, with the chosen digits", async () => {
  await setLocale('ar', 'arab');
  await renderUi(
    <>
      <DataTable
        label="الطلاب"
        rows={[]}
        columns={[{ key: 'name', header: 'الاسم', render: () => null }]}
        getRowId={() => 1}
        onDelete={() => undefined}
      />
      <Pagination page={2} pageSize={10} total={35} onPageChange={() => undefined} />
    </>,
  );
  expect(screen.getByText('لا توجد سجلات.')).toBeVisible();
  expect(screen.getByRole('columnheader', { name: 'الإجراءات' })).toBeInTheDocument();
  const pager = screen.getByRole('navigation', { name: 'التنقل بين الصفحات' });
  expect(plainText(within(pager).getByText(/^عرض/).textContent)).toBe(
    'عرض ١١ إلى ٢٠ من أصل ٣٥ نتيجة',
  );
  expect(within(pager).getByRole('button', { name: 'السابق' })).toBeEnabled();
  expect(within(pager).getByRole('button', { name: /الصفحة.*٣/ })).toHaveTextContent('٣');
});

it("draws a table's rows again in Arabic when it is chosen with the table on screen", async () => {
  const rows = [
    { id: 1, name: 'Jane Doe' },
    { id: 2, name: 'Omar Adel' },
  ];
  const user = userEvent.setup();
  await renderUi(
    <DataTable<(typeof rows)[number], { name: string }>
      label="Students"
      rows={rows}
      columns={[
        {
          key: 'name',
          header: 'Name',
          render: (row) => row.name,
          edit: (draft, update) => (
            <input
              aria-label="Name"
              value={draft.name}
              onChange={(event) => update({ name: event.target.value })}
            />
          ),
        },
      ]}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.name}
      toDraft={(row) => ({ name: row.name })}
      onSave={() => undefined}
      onDelete={() => undefined}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Edit Jane Doe' }));
  await user.type(screen.getByRole('textbox', { name: 'Name' }), ' B.');

  await act(() => setLocale('ar', 'arab'));

  // The row being edited keeps its draft; the other row reads in Arabic too.
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Jane Doe B.');
  expect(plainText(screen.getByRole('button', { name: /^حفظ/ }).getAttribute('aria-label'))).toBe(
    'حفظ Jane Doe',
  );
  expect(plainText(screen.getByRole('button', { name: /^تعديل/ }).getAttribute('aria-label'))).toBe(
    'تعديل Omar Adel',
  );
});

it('puts the toasts at the top left in Arabic, named in Arabic', async () => {
  await setLocale('ar');
  await renderUi(<p>page</p>);
  await act(async () => {
    notify.info('تم الحفظ');
  });
  const region = await screen.findByRole('region', { name: /^الإشعارات/ });
  expect(region).toHaveAttribute('dir', 'rtl');
  // Zag pins the group with a logical inset: at the inline end, which is the left in RTL.
  expect(region.style.getPropertyValue('inset-inline-end')).not.toBe('');
  expect(region.style.getPropertyValue('inset-inline-start')).toBe('');
  expect(region).toHaveStyle({ alignItems: 'flex-end' });
  act(() => toaster.remove());
});

it('shows the level history in Arabic', async () => {
  await setLocale('ar');
  await renderUi(
    <>
      <LevelHistoryTable history={[]} caption="مستوياتي" />
      <LevelHistoryTable
        caption="مستوياتي"
        history={[
          {
            level: 3,
            new_level: 4,
            started_at: '2025-01-05T10:00:00Z',
            finished_at: '2025-03-05T10:00:00Z',
            oral: 40,
            participation: 15,
            written: 8,
            listening: 8,
            tasks: 8,
            total_score: 79,
            total_attendance: 8,
            result: 'pass',
            decision: 'passed',
          },
        ]}
      />
    </>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('لا توجد مستويات مكتملة بعد.');
  expect(screen.getByRole('columnheader', { name: 'المستوى' })).toBeInTheDocument();
  expect(plainText(screen.getByText(/^انتقل إلى/).textContent)).toBe('انتقل إلى المستوى L2');
});
