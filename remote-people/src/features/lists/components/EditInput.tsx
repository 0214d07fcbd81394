// A compact input: a cell being edited in place. Drawn as Chakra's Input (`shared-ui/forms`) draws
// it at size xs: the same element, attributes, class names and recipe styles (its outline
// variant), which src/__tests__/edit-controls.test.tsx compares with Input's; made here of the core
// key's `chakra` factory, like EditSelect, so the list screens do not load `shared-ui/forms` for it
// (issue 11).
import type { ComponentProps } from 'react';
import { chakra } from 'shared-ui';

// Chakra's input recipe at the size and variant the lists draw.
const StyledInput = chakra('input', {
  base: {
    width: '100%',
    minWidth: '0',
    outline: '0',
    position: 'relative',
    appearance: 'none',
    textAlign: 'start',
    borderRadius: 'l2',
    _disabled: { layerStyle: 'disabled' },
    height: 'var(--input-height)',
    minW: 'var(--input-height)',
    '--focus-color': 'colors.colorPalette.focusRing',
    '--error-color': 'colors.border.error',
    _invalid: { focusRingColor: 'var(--error-color)', borderColor: 'var(--error-color)' },
  },
  variants: {
    size: { xs: { textStyle: 'xs', px: '2', '--input-height': 'sizes.8' } },
    variant: {
      outline: {
        bg: 'transparent',
        borderWidth: '1px',
        borderColor: 'border',
        focusVisibleRing: 'inside',
        focusRingColor: 'var(--focus-color)',
      },
    },
  },
  defaultVariants: { size: 'xs', variant: 'outline' },
});

export type EditInputProps = Omit<ComponentProps<typeof StyledInput>, 'size' | 'variant'>;

export function EditInput({ className, ...props }: EditInputProps) {
  return (
    <StyledInput
      size="xs"
      {...props}
      className={className ? `chakra-input ${className}` : 'chakra-input'}
    />
  );
}
