// The question a Save asks before sending Decisions that contradict their Result: Save anyway or
// Review. A chunk of its own (lazyDialog), fetched when Save is hovered or focused, or by the Save
// that finds a contradiction.
import { Stack, Text, chakra } from 'shared-ui';
import { lazyDialog } from 'shared-ui/lists';
import { CONTRADICTION_TEXT } from '../messages';

const ConfirmDialog = lazyDialog(
  () => import('shared-ui/overlays').then((module) => module.ConfirmDialog),
  () => CONTRADICTION_TEXT.title,
);

export interface ContradictionDialogProps {
  lines: readonly string[];
  onConfirm: () => void;
  onCancel: () => void;
}

export function ContradictionDialog({ lines, onConfirm, onCancel }: ContradictionDialogProps) {
  return (
    <ConfirmDialog
      open
      title={CONTRADICTION_TEXT.title}
      confirmLabel={CONTRADICTION_TEXT.confirm}
      cancelLabel={CONTRADICTION_TEXT.cancel}
      onConfirm={onConfirm}
      onCancel={onCancel}
      message={
        <Stack gap="2">
          <chakra.ul ps="5" listStyleType="disc">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </chakra.ul>
          <Text>{CONTRADICTION_TEXT.question}</Text>
        </Stack>
      }
    />
  );
}
