// The groups of an import (docs/api.md#imports): one row per group, judged by the group form's rules
// and the group routes' checks (staff of the right role and active, an instructor free at those
// hours, a capacity above the students held), with the students it names placed in the group as
// the enrolment route places them (each in one group, within the group's capacity). The commit
// writes them in the import's one audited transaction and checks the same rules again there.
import { sql } from 'drizzle-orm';
import { dayGroupLabel, type DayGroup, type Role } from 'shared-domain';
import { enrolmentRoomError, groupTitle, parseHours } from 'shared-domain/records';
import {
  ASSIGNMENT_ROLES,
  inactiveStaffMessage,
  unknownIdMessage,
  wrongRoleMessage,
  type AssignmentField,
} from 'shared-domain/server';
import {
  alreadyTeachesMessage,
  importGroupSchema,
  NON_FIELD_ERRORS,
  zodErrorToFieldErrors,
  type FieldErrors,
  type ImportGroupPayload,
} from 'shared-domain/schemas';
import { rows, type Db } from '../../db/client';
import { findInstructorClash, lockInstructor } from '../../db/queries/groups';
import { t } from '../../i18n';
import { capacityBelowStudentsMessage } from '../../routes/groups';
import { ImportFileError, type FileRow } from './file';
import type { CommitResult } from './commit';
import type { DryRunScope, Judged } from './dry-run';

interface StoredGroup {
  id: number;
  days: DayGroup;
  hours: string;
  start_hour: number;
  end_hour: number;
  current_level: number;
  instructor: number | null;
  supervisor: number | null;
  account_manager: number | null;
  max_capacity: number | null;
  instructor_name: string | null;
  seated: number;
}

interface StaffMember {
  id: number;
  key_email: string;
  key_username: string;
  role: Role;
  is_active: boolean;
  name: string;
}

interface Student {
  id: number;
  email_key: string;
  group_id: number | null;
}

/** What a groups row writes: the group's fields it sets and the students it places in it. */
export interface GroupValues {
  days?: DayGroup;
  hours?: string;
  current_level?: number;
  instructor?: number | null;
  supervisor?: number | null;
  account_manager?: number | null;
  max_capacity?: number | null;
  students: number[];
}

/** The file's earlier rows: a group, a student or an instructor's hours named again is refused. */
export interface GroupsSeen {
  groups: Map<number, number>;
  students: Map<string, number>;
  bookings: { instructor: number; days: string; start: number; end: number; row: number }[];
}

export const newGroupsSeen = (): GroupsSeen => ({
  groups: new Map(),
  students: new Map(),
  bookings: [],
});

const STAFF_FIELDS = Object.keys(ASSIGNMENT_ROLES) as AssignmentField[];
const GROUP_FIELDS = [
  'days',
  'hours',
  'current_level',
  'instructor',
  'supervisor',
  'account_manager',
  'max_capacity',
] as const;

const list = (values: (string | number)[]) =>
  values.length
    ? sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )
    : sql`NULL`;

const GROUP_COLUMNS = sql`g.id, g.days, g.hours, g.start_hour, g.end_hour, g.current_level,
  g.instructor_id AS instructor, g.supervisor_id AS supervisor,
  g.account_manager_id AS account_manager, g.max_capacity,
  coalesce(nullif(gi.full_name, ''), gi.username) AS instructor_name,
  (SELECT count(*)::int FROM student_profiles sp WHERE sp.group_id = g.id) AS seated`;

/** The groups a batch may name: by number, by days and hours, or as an instructor's bookings. */
async function storedGroups(
  db: Db,
  ids: number[],
  slots: string[],
  instructors: number[],
): Promise<StoredGroup[]> {
  if (!ids.length && !slots.length && !instructors.length) return [];
  return rows<StoredGroup>(
    db,
    sql`SELECT ${GROUP_COLUMNS}
        FROM groups g LEFT JOIN users gi ON gi.id = g.instructor_id
        WHERE g.id IN (${list(ids)}) OR g.days || ' ' || g.hours IN (${list(slots)})
          OR g.instructor_id IN (${list(instructors)})
          OR g.instructor_id IN (SELECT instructor_id FROM groups WHERE id IN (${list(ids)}))`,
  );
}

async function staffNamed(db: Db, keys: string[]): Promise<StaffMember[]> {
  if (!keys.length) return [];
  return rows<StaffMember>(
    db,
    sql`SELECT id, lower(email) AS key_email, lower(username) AS key_username, role, is_active,
          coalesce(nullif(trim(full_name), ''), username) AS name
        FROM users WHERE lower(username) IN (${list(keys)}) OR lower(email) IN (${list(keys)})`,
  );
}

async function studentsNamed(db: Db, emails: string[]): Promise<Student[]> {
  if (!emails.length) return [];
  return rows<Student>(
    db,
    sql`SELECT u.id, lower(u.email) AS email_key, sp.group_id
        FROM users u JOIN student_profiles sp ON sp.user_id = u.id
        WHERE lower(u.email) IN (${list(emails)})`,
  );
}

function addError(errors: FieldErrors, column: string, message: string) {
  const messages = (errors[column] ??= []);
  if (!messages.includes(message)) messages.push(message);
}

/** A row's cells as the form would send them: a blank cell is a field left empty. */
function inputOf(cells: Record<string, string>): Record<string, string> {
  const input: Record<string, string> = {};
  for (const [key, value] of Object.entries(cells)) if (value.trim() !== '') input[key] = value;
  return input;
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && a.end > b.start;

/** The row as the rows list shows it: the group's title when it names one, its days and hours. */
function describe(
  target: StoredGroup | undefined,
  cells: Record<string, string>,
  values?: ImportGroupPayload | null,
): string | null {
  const hours = values?.hours ?? cells.hours?.trim() ?? '';
  const slot = [cells.days ? dayGroupLabel(cells.days.trim()) : '', hours]
    .filter(Boolean)
    .join(' ');
  return [target ? groupTitle(target) : null, slot].filter(Boolean).join(' · ') || null;
}

/** Judges a batch of groups rows; `seen` carries the file's earlier rows from batch to batch. */
export async function judgeGroupBatch(
  db: Db,
  scope: DryRunScope,
  batch: FileRow[],
  seen: GroupsSeen,
): Promise<Judged[]> {
  const parsed = batch.map((fileRow) => {
    const filled = inputOf(fileRow.cells);
    const result = importGroupSchema.safeParse(filled);
    const errors: FieldErrors = result.success ? {} : zodErrorToFieldErrors(result.error);
    if (fileRow.error) addError(errors, NON_FIELD_ERRORS, fileRow.error);
    return { fileRow, filled, values: result.success ? result.data : null, errors };
  });
  const valid = parsed.flatMap((p) => (p.values ? [p.values] : []));
  const staff = await staffNamed(db, [
    ...new Set(
      valid.flatMap((values) =>
        STAFF_FIELDS.flatMap((field) => (values[field] ? [values[field]!.toLowerCase()] : [])),
      ),
    ),
  ]);
  const staffByKey = new Map<string, StaffMember>();
  for (const member of staff) {
    staffByKey.set(member.key_username, member);
    if (!staffByKey.has(member.key_email)) staffByKey.set(member.key_email, member);
  }
  const instructorIds = staff.filter((m) => m.role === 'instructor').map((m) => m.id);
  const groups = await storedGroups(
    db,
    valid.flatMap((values) => (values.group ? [values.group] : [])),
    valid.map((values) => `${values.days} ${values.hours}`),
    instructorIds,
  );
  const groupsById = new Map(groups.map((group) => [group.id, group]));
  const students = await studentsNamed(db, [...new Set(valid.flatMap((v) => v.students))]);
  const studentsByEmail = new Map(students.map((student) => [student.email_key, student]));

  return parsed.map((p): Judged => {
    const { fileRow, filled, errors } = p;
    const row = fileRow.row;
    const base = { row, email: null, username: null };
    const refused = (target?: StoredGroup): Judged => ({
      ...base,
      fullName: describe(target, fileRow.cells, p.values),
      outcome: 'refused',
      targetId: null,
      values: null,
      errors,
    });
    const values = p.values;
    if (!values) return refused();

    // The staff it names, by username or e-mail: each of the field's role (and active when new).
    const assigned: Partial<Record<AssignmentField, StaffMember>> = {};
    for (const field of STAFF_FIELDS) {
      const name = values[field];
      if (!name) continue;
      const member = staffByKey.get(name.toLowerCase());
      if (!member) addError(errors, field, t('imports.groups.unknownStaff', { name }));
      else if (member.role !== ASSIGNMENT_ROLES[field])
        addError(errors, field, wrongRoleMessage(field, member.id));
      else assigned[field] = member;
    }

    // The group it names: by number, else the one meeting on its days at its hours (with its
    // instructor when the row names one: an instructor teaches one group at a time).
    let target: StoredGroup | undefined;
    if (values.group !== undefined) {
      target = groupsById.get(values.group);
      if (!target) addError(errors, 'group', unknownIdMessage(values.group));
    } else if (!('instructor' in filled) || assigned.instructor) {
      const matches = groups.filter(
        (group) =>
          group.days === values.days &&
          group.hours === values.hours &&
          (!assigned.instructor || group.instructor === assigned.instructor.id),
      );
      if (matches.length > 1)
        addError(errors, 'group', t('imports.groups.ambiguous', { count: matches.length }));
      else target = matches[0];
    }
    if (target) {
      const first = seen.groups.get(target.id);
      if (first !== undefined)
        addError(errors, 'group', t('imports.groups.repeated', { row: first }));
    }

    for (const field of STAFF_FIELDS) {
      const member = assigned[field];
      if (member && !member.is_active && target?.[field] !== member.id)
        addError(errors, field, inactiveStaffMessage(member.name));
    }

    const wanted = fieldsOf(values, assigned, filled, target, scope);
    // A new capacity may not leave out the students the group already holds (the update's rule).
    const seated = target?.seated ?? 0;
    if (wanted.max_capacity && wanted.max_capacity < seated)
      addError(errors, 'max_capacity', capacityBelowStudentsMessage(seated));

    // The students it places: each a student, in one group of the file, within the capacity.
    const placed: Student[] = [];
    for (const email of values.students) {
      const student = studentsByEmail.get(email);
      const first = seen.students.get(email);
      if (!student) addError(errors, 'students', t('imports.groups.unknownStudent', { email }));
      else if (first !== undefined && first !== row)
        addError(errors, 'students', t('imports.groups.repeatedStudent', { email, row: first }));
      else placed.push(student);
    }
    const newcomers = placed.filter((student) => student.group_id !== target?.id || !target);
    const capacity =
      wanted.max_capacity !== undefined ? wanted.max_capacity : (target?.max_capacity ?? null);
    const room = newcomers.length && enrolmentRoomError(seated, newcomers.length, capacity);
    if (room) addError(errors, 'students', room);

    // Its instructor free at its hours: in the centre's other groups and in the file's rows above.
    const days = wanted.days ?? target?.days;
    const hours = wanted.hours ?? target?.hours;
    const instructor = wanted.instructor !== undefined ? wanted.instructor : target?.instructor;
    const rebooked =
      !target ||
      wanted.days !== undefined ||
      wanted.hours !== undefined ||
      wanted.instructor !== undefined;
    const range = hours ? parseHours(hours) : null;
    if (instructor && days && range && rebooked) {
      const clash = groups.find(
        (group) =>
          group.instructor === instructor &&
          group.id !== target?.id &&
          group.days === days &&
          overlaps(range, { start: group.start_hour, end: group.end_hour }),
      );
      if (clash)
        addError(
          errors,
          'hours',
          alreadyTeachesMessage(clash.instructor_name ?? '', clash.days, clash.hours),
        );
      const inFile = seen.bookings.find(
        (booking) =>
          booking.instructor === instructor && booking.days === days && overlaps(range, booking),
      );
      if (inFile) addError(errors, 'hours', t('imports.groups.clashInFile', { row: inFile.row }));
    }

    if (Object.keys(errors).length) return refused(target);
    if (target) seen.groups.set(target.id, row);
    for (const student of placed) seen.students.set(student.email_key, row);
    if (instructor && days && range) seen.bookings.push({ instructor, days, ...range, row });

    const fullName = describe(target, fileRow.cells, values);
    const students = newcomers.map((student) => student.id);
    if (!target) {
      const created: GroupValues = { ...wanted, students };
      return {
        ...base,
        fullName,
        outcome: 'create',
        targetId: null,
        values: { ...created },
        errors: null,
      };
    }
    const changes: GroupValues = { students };
    for (const field of GROUP_FIELDS) {
      const value = wanted[field];
      if (value !== undefined && value !== target[field])
        Object.assign(changes, { [field]: value });
    }
    const outcome = Object.keys(changes).length > 1 || students.length ? 'update' : 'unchanged';
    return {
      ...base,
      fullName,
      outcome,
      targetId: target.id,
      values: outcome === 'update' ? { ...changes } : null,
      errors: null,
    };
  });
}

/**
 * The group's fields the row sets: only the cells it fills on a group it names; on a new group
 * every field, with the form's defaults, and an account manager importing is its account manager
 * (as when they create a group on the Groups screen).
 */
function fieldsOf(
  values: ImportGroupPayload,
  assigned: Partial<Record<AssignmentField, StaffMember>>,
  filled: Record<string, string>,
  target: StoredGroup | undefined,
  scope: DryRunScope,
): Omit<GroupValues, 'students'> {
  if (!target) {
    return {
      days: values.days,
      hours: values.hours,
      current_level: values.current_level ?? 1,
      instructor: assigned.instructor?.id ?? null,
      supervisor: assigned.supervisor?.id ?? null,
      account_manager:
        scope.viewerRole === 'account_manager'
          ? scope.viewerId
          : (assigned.account_manager?.id ?? null),
      max_capacity: values.max_capacity ?? null,
    };
  }
  const wanted: Omit<GroupValues, 'students'> = { days: values.days, hours: values.hours };
  if (values.current_level !== undefined) wanted.current_level = values.current_level;
  for (const field of STAFF_FIELDS) if (assigned[field]) wanted[field] = assigned[field]!.id;
  if ('max_capacity' in filled) wanted.max_capacity = values.max_capacity ?? null;
  return wanted;
}

interface KeptGroupRow {
  row_number: number;
  outcome: 'create' | 'update';
  target_id: number | null;
  values: GroupValues;
}

const changedSince = (rowNumbers: number[]) =>
  new ImportFileError(t('imports.groups.changedSince', { rows: rowNumbers.join(', ') }));

/**
 * Writes the accepted groups rows in `tx` (the import's audited transaction, whose row triggers
 * record every group and profile written under its one action), then checks the rules again on
 * what the transaction holds: another write since the dry run stops the whole commit.
 */
export async function commitGroups(tx: Db, importId: number): Promise<CommitResult> {
  const kept = await rows<KeptGroupRow>(
    tx,
    sql`SELECT row_number, outcome, target_id, "values" FROM import_rows
        WHERE import_id = ${importId} AND outcome IN ('create', 'update')
        ORDER BY row_number`,
  );
  const updates = kept.filter((row) => row.outcome === 'update');
  // The groups' rows before their students' (as an enrolment locks them), in one order.
  const locked = await rows<{ id: number }>(
    tx,
    sql`SELECT id FROM groups WHERE id IN (${list(updates.map((row) => row.target_id!))})
        ORDER BY id FOR UPDATE`,
  );
  const present = new Set(locked.map((group) => group.id));
  const gone = updates.filter((row) => !present.has(row.target_id!));
  if (gone.length) throw changedSince(gone.map((row) => row.row_number));

  const written: { row: number; id: number }[] = [];
  let created = 0;
  for (const row of kept) {
    const values = row.values;
    const columns = groupColumns(values);
    if (row.outcome === 'create') {
      const [inserted] = await rows<{ id: number }>(
        tx,
        sql`INSERT INTO groups (${sql.join(
          columns.map(([name]) => sql.identifier(name)),
          sql`, `,
        )}) VALUES (${sql.join(
          columns.map(([, value]) => sql`${value}`),
          sql`, `,
        )}) RETURNING id`,
      );
      created += 1;
      written.push({ row: row.row_number, id: inserted!.id });
    } else {
      if (columns.length)
        await tx.execute(
          sql`UPDATE groups SET ${sql.join(
            columns.map(([name, value]) => sql`${sql.identifier(name)} = ${value}`),
            sql`, `,
          )} WHERE id = ${row.target_id}`,
        );
      written.push({ row: row.row_number, id: row.target_id! });
    }
    if (values.students.length) {
      // As the enrolment route: from no group or another one; a waiting student becomes active.
      const placed = await rows<{ id: number }>(
        tx,
        sql`UPDATE student_profiles
            SET group_id = ${written.at(-1)!.id},
                status = CASE WHEN status = 'waiting' THEN 'active' ELSE status END
            WHERE user_id IN (${list(values.students)})
            RETURNING user_id AS id`,
      );
      if (placed.length !== values.students.length) throw changedSince([row.row_number]);
    }
  }

  // The rules again, on the groups as the transaction leaves them.
  const after = await rows<StoredGroup>(
    tx,
    sql`SELECT ${GROUP_COLUMNS} FROM groups g LEFT JOIN users gi ON gi.id = g.instructor_id
        WHERE g.id IN (${list(written.map((w) => w.id))}) ORDER BY g.id`,
  );
  const rowOf = new Map(written.map((w) => [w.id, w.row]));
  const broken = new Set<number>();
  for (const group of after) {
    if (enrolmentRoomError(group.seated, 0, group.max_capacity)) broken.add(rowOf.get(group.id)!);
  }
  for (const instructor of [
    ...new Set(after.flatMap((g) => (g.instructor ? [g.instructor] : []))),
  ].sort((a, b) => a - b)) {
    await lockInstructor(tx, instructor);
  }
  for (const group of after) {
    if (group.instructor === null) continue;
    const clash = await findInstructorClash(tx, {
      instructorId: group.instructor,
      days: group.days,
      start: group.start_hour,
      end: group.end_hour,
      groupId: group.id,
    });
    if (clash) broken.add(rowOf.get(group.id)!);
  }
  if (broken.size) throw changedSince([...broken].sort((a, b) => a - b));
  // No account is created: no password link to send.
  return { created, updated: kept.length - created, createdIds: [] };
}

/** The groups table's columns a row sets, with their values (hours with their hours of the day). */
function groupColumns(values: GroupValues): [string, string | number | null][] {
  const columns: [string, string | number | null][] = [];
  if (values.days !== undefined) columns.push(['days', values.days]);
  if (values.hours !== undefined) {
    const range = parseHours(values.hours)!;
    columns.push(['hours', values.hours], ['start_hour', range.start], ['end_hour', range.end]);
  }
  if (values.current_level !== undefined) columns.push(['current_level', values.current_level]);
  if (values.instructor !== undefined) columns.push(['instructor_id', values.instructor]);
  if (values.supervisor !== undefined) columns.push(['supervisor_id', values.supervisor]);
  if (values.account_manager !== undefined)
    columns.push(['account_manager_id', values.account_manager]);
  if (values.max_capacity !== undefined) columns.push(['max_capacity', values.max_capacity]);
  return columns;
}
