// A group's attendance or evaluation sheet: the heading, a read-only notice for those who may not
// change it (spec section 6), then the sheet itself or, without students, a notice saying so.
import type { ReactNode } from 'react';
import type { GroupDetail } from 'shared-domain';
import { Banner, Stack, Text } from 'shared-ui';
import { GroupHeading } from './GroupHeading';

export interface GroupSheetText {
  pageName: string;
  readOnly: string;
  noStudents: string;
  noStudentsDetail: string;
}

export interface GroupSheetProps {
  group: GroupDetail;
  canEdit: boolean;
  text: GroupSheetText;
  children: ReactNode;
}

export function GroupSheet({ group, canEdit, text, children }: GroupSheetProps) {
  return (
    <Stack gap="5">
      <GroupHeading group={group} pageName={text.pageName} />
      {canEdit ? null : <Banner status="info" title={text.readOnly} />}
      {group.students.length === 0 ? (
        <Stack gap="1" py="10" textAlign="center" role="status">
          <Text fontWeight="semibold">{text.noStudents}</Text>
          <Text color="fg.muted">{text.noStudentsDetail}</Text>
        </Stack>
      ) : (
        children
      )}
    </Stack>
  );
}
