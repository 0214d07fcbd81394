// A labelled progress bar with its rounded percent, for the level, payment, attendance and scores.
import type { ReactNode } from 'react';
import { HStack } from 'shared-ui';
import { ProgressBar } from 'shared-ui/progress';
import { formatPercent } from '../format';

export interface MeterProps {
  label: string;
  /** 0 to 100. */
  percent: number;
  palette: string;
  /** What to show on the right instead of the rounded percent. */
  valueText?: ReactNode;
  size?: 'xs' | 'sm' | 'md' | 'lg';
}

export function Meter({ label, percent, palette, valueText, size = 'sm' }: MeterProps) {
  return (
    <ProgressBar.Root value={percent} colorPalette={palette} size={size} shape="rounded">
      <HStack justify="space-between" mb="1.5" gap="3">
        <ProgressBar.Label fontSize="sm" fontWeight="medium" color="fg.muted">
          {label}
        </ProgressBar.Label>
        <ProgressBar.ValueText fontSize="sm" fontWeight="semibold">
          {valueText ?? formatPercent(Math.round(percent))}
        </ProgressBar.ValueText>
      </HStack>
      {/* Named by its label; by default the bar would be named by its value text. */}
      <ProgressBar.Track aria-label={label}>
        <ProgressBar.Range />
      </ProgressBar.Track>
    </ProgressBar.Root>
  );
}
