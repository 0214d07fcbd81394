// A labelled progress bar with its rounded percent, for the level, payment, attendance and scores.
import type { ReactNode } from 'react';
import { HStack } from 'shared-ui';
import { Progress } from 'shared-ui/progress';

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
  const rounded = Math.round(percent);
  return (
    <Progress.Root value={percent} colorPalette={palette} size={size} shape="rounded">
      <HStack justify="space-between" mb="1.5" gap="3">
        <Progress.Label fontSize="sm" fontWeight="medium" color="fg.muted">
          {label}
        </Progress.Label>
        <Progress.ValueText fontSize="sm" fontWeight="semibold">
          {valueText ?? `${rounded}%`}
        </Progress.ValueText>
      </HStack>
      {/* Named by its label; by default the bar would be named by its value text. */}
      <Progress.Track aria-label={label}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
