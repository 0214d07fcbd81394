// `shared-ui/progress` draws Chakra's Progress with its recipe, as the dashboard's meters use it.
import { screen } from '@testing-library/react';
import { HStack } from '../index';
import { Progress } from '../progress';
import { renderUi } from './renderUi';

it('is a progressbar named by its label, with its value', async () => {
  await renderUi(
    <Progress.Root value={42} colorPalette="blue" size="sm" shape="rounded">
      <HStack justify="space-between">
        <Progress.Label>Level progress</Progress.Label>
        <Progress.ValueText>42%</Progress.ValueText>
      </HStack>
      <Progress.Track aria-label="Level progress">
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>,
  );
  const bar = screen.getByRole('progressbar', { name: 'Level progress' });
  expect(bar).toHaveAttribute('aria-valuenow', '42');
  expect(bar).toHaveAttribute('aria-valuemin', '0');
  expect(bar).toHaveAttribute('aria-valuemax', '100');
  expect(screen.getByText('42%')).toBeVisible();
});
