// A card's students, each with tags. Phone numbers only for managers (spec section 6).
import { HStack, Stack, Text } from 'shared-ui';
import { Tag } from 'shared-ui/lists';
import { formatNumber } from 'shared-i18n';
import { t } from '../i18n';
import { GROUPS_TEXT } from '../messages';
import type { DisplayGroup } from '../model/display-group';
import { CardSection } from './CardSection';

export function StudentsSection({
  group,
  showPhones,
}: {
  group: DisplayGroup;
  showPhones: boolean;
}) {
  return (
    <CardSection
      title={t('card.students', { count: formatNumber(group.capacity.currentStudents) })}
    >
      {group.students.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {GROUPS_TEXT.noStudents}
        </Text>
      ) : (
        <Stack as="ul" gap="1.5" listStyleType="none">
          {group.students.map((student) => (
            <HStack as="li" key={student.id} justify="space-between" gap="2" flexWrap="wrap">
              <Text fontSize="sm" fontWeight="medium">
                {student.name}
              </Text>
              <HStack gap="1" flexWrap="wrap">
                {showPhones && student.phone ? (
                  <Tag.Root size="sm" variant="outline">
                    <Tag.Label>{student.phone}</Tag.Label>
                  </Tag.Root>
                ) : null}
                {student.tags.map((tag) => (
                  <Tag.Root key={tag} size="sm" colorPalette="brand">
                    <Tag.Label>{tag}</Tag.Label>
                  </Tag.Root>
                ))}
              </HStack>
            </HStack>
          ))}
        </Stack>
      )}
    </CardSection>
  );
}
