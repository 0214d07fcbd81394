// The Update Group Level modal (spec section 2): a new level is required, the step is irreversible,
// and the result summary (passed, failed, no levels remaining) shows as a toast for 5 seconds.
// Those who passed can then be placed in a group of their new level.
import { useForm, type Resolver } from 'react-hook-form';
import { t } from '../i18n';
import { groupError, GROUPS_TEXT, LEVEL_TEXT, levelSummaryText } from '../messages';
import { CONSTANTS, LEVELS, type LevelUpdateSummary, type UpdateLevelPayload } from 'shared-domain';
import { Banner, notify, notifyFailure, Text } from 'shared-ui';
import { FormField, usePreloadResolver } from 'shared-ui/forms';
import { NativeSelect } from 'shared-ui/select';
import { FormDialog } from 'shared-ui/overlays';
import { updateLevelResolver } from '../form-resolvers';
import { useUpdateGroupLevel } from '../hooks/use-group-changes';
import type { DisplayGroup } from '../model/display-group';
import { LevelPreview } from './LevelPreview';
import type { Placement } from './PlacePassedDialog';

interface UpdateLevelDialogProps {
  group: DisplayGroup;
  onClose: () => void;
  /**
   * With the answer's summary (the screen lists the students it moved, linked to their history)
   * and the passed students still in the group, to place elsewhere (null when none passed).
   */
  onUpdated: (summary: LevelUpdateSummary, placement: Placement | null) => void;
}

// Stands for the level in the translated sentence, which is then drawn with the level in bold.
const LEVEL_MARK = '\u0001';

/** 'Group 7 is now at level <strong>L3</strong>.', in the active language's word order. */
function NowAt({ title, level }: { title: string; level: string }) {
  const [before, after] = t('levelDialog.nowAt', { title, level: LEVEL_MARK }).split(LEVEL_MARK);
  return (
    <>
      {before}
      <strong>{level}</strong>
      {after}
    </>
  );
}

interface LevelFormValues {
  current_level: string;
}

export function UpdateLevelDialog({ group, onClose, onUpdated }: UpdateLevelDialogProps) {
  usePreloadResolver(updateLevelResolver);
  const levelUpdate = useUpdateGroupLevel();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LevelFormValues, unknown, UpdateLevelPayload>({
    resolver: updateLevelResolver as unknown as Resolver<
      LevelFormValues,
      unknown,
      UpdateLevelPayload
    >,
    mode: 'onTouched',
    defaultValues: { current_level: '' },
  });

  const submit = handleSubmit(async (payload) => {
    try {
      const answer = await levelUpdate.mutateAsync({ id: group.id, payload });
      notify.success(levelSummaryText(answer.data.summary), {
        title: GROUPS_TEXT.levelUpdated,
        duration: CONSTANTS.LEVEL_UPDATE_TOAST_MS,
      });
      const { group: moved, summary } = answer.data;
      // The students still in the group after the update are those who passed.
      onUpdated(
        summary,
        summary.students_passed > 0 && moved.students.length > 0
          ? { from: moved, students: moved.students }
          : null,
      );
    } catch (error) {
      notifyFailure(groupError(error, 'updateLevel'));
    }
  });

  return (
    <FormDialog
      title={LEVEL_TEXT.title}
      submitLabel={LEVEL_TEXT.submit}
      submitColor="red"
      submitting={isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <Text>
        <NowAt title={group.title} level={group.scheduleInfo.level} />
      </Text>
      <Banner status="warning" title={GROUPS_TEXT.levelIrreversible} />
      <LevelPreview groupId={group.id} />
      <FormField label={LEVEL_TEXT.newLevel} required error={errors.current_level?.message}>
        <NativeSelect.Root>
          <NativeSelect.Field {...register('current_level')}>
            <option value="">{LEVEL_TEXT.selectNewLevel}</option>
            {LEVELS.map((level) => (
              <option key={level.value} value={level.value}>
                {level.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </FormDialog>
  );
}
