// ProgressBar (`shared-ui/progress`) is drawn from Chakra's slot recipe context on plain elements,
// not from Chakra's Progress, to keep Zag's progress machine and React machine runtime off the
// Groups screen's and the student dashboard's first content (issue 11); it must still be Chakra's
// Progress on screen, at each value, size, shape and palette the screens draw it, with the
// children they give it: the same elements, attributes and class names. Emotion names a class by a
// hash of its styles, so equal markup means equal styles too. React's ids differ between two
// renders, so they are compared as one name.
import { Progress } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { HStack } from '../index';
import { ProgressBar } from '../progress';
import { UiProvider } from '../theme/UiProvider';

function markup(element: React.ReactElement): string {
  const { container, unmount } = render(<UiProvider>{element}</UiProvider>);
  const html = container.innerHTML;
  unmount();
  return html.replace(/_r_[0-9a-z]+_/g, 'ID');
}

type Bar = typeof Progress | typeof ProgressBar;

/** A group card's capacity bar (CapacitySection): the track alone. */
const capacity = (Bar: Bar, value: number, palette: string) => (
  <Bar.Root value={value} colorPalette={palette} size="sm" shape="rounded">
    <Bar.Track aria-label="Capacity of Group A">
      <Bar.Range />
    </Bar.Track>
  </Bar.Root>
);

/** A dashboard meter (remote-student's Meter): label and value text over the track. */
const meter = (Bar: Bar, value: number, palette: string, size: 'xs' | 'sm' | 'md' | 'lg') => (
  <Bar.Root value={value} colorPalette={palette} size={size} shape="rounded">
    <HStack justify="space-between" mb="1.5" gap="3">
      <Bar.Label fontSize="sm" fontWeight="medium" color="fg.muted">
        Level progress
      </Bar.Label>
      <Bar.ValueText fontSize="sm" fontWeight="semibold">
        {`${Math.round(value)}%`}
      </Bar.ValueText>
    </HStack>
    <Bar.Track aria-label="Level progress">
      <Bar.Range />
    </Bar.Track>
  </Bar.Root>
);

describe.each([
  [0, 'brand'],
  [37.5, 'brand'],
  [99.9, 'green'],
  [100, 'red'],
])('at %s%% in %s', (value, palette) => {
  it("draws Chakra's Progress as a group card's capacity bar", () => {
    const bar = markup(capacity(ProgressBar, value, palette));
    expect(bar).toContain('chakra-progress__range');
    expect(bar).toBe(markup(capacity(Progress, value, palette)));
  });

  it.each(['xs', 'sm', 'md', 'lg'] as const)(
    "draws Chakra's Progress as a dashboard meter at size %s",
    (size) => {
      const bar = markup(meter(ProgressBar, value, palette, size));
      expect(bar).toContain('chakra-progress__valueText');
      expect(bar).toBe(markup(meter(Progress, value, palette, size)));
    },
  );
});

it('is a progressbar named by its label, with its value', () => {
  render(<UiProvider>{meter(ProgressBar, 42, 'blue', 'sm')}</UiProvider>);
  const bar = screen.getByRole('progressbar', { name: 'Level progress' });
  expect(bar).toHaveAttribute('aria-valuenow', '42');
  expect(bar).toHaveAttribute('aria-valuemin', '0');
  expect(bar).toHaveAttribute('aria-valuemax', '100');
  expect(screen.getByText('42%')).toBeVisible();
});
