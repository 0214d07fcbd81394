// The lists' compact select (a cell being edited in place, the Student List's filter): shared-ui's
// CompactSelect, Chakra's NativeSelect drawn without `shared-ui/forms`, at the lists'
// size, xs unless told, and width.
import { CompactSelect, type CompactSelectProps } from 'shared-ui/lists';

export type EditSelectProps = Omit<CompactSelectProps, 'w' | 'minW' | 'maxW' | 'flex'>;

export function EditSelect({ size = 'xs', ...props }: EditSelectProps) {
  return <CompactSelect size={size} minW="28" maxW={{ md: '48' }} {...props} />;
}
