// A small centre, as its tables hold it: eight staff, nine groups on every day pair, fourteen calls
// and some sixty students in every status (Sara, the demo student, among them). A student names
// their group and call by id, as the database does; a group or call lists no students of its own,
// so whoever serves it lists them from the students. The mock centre of `dev --mock` serves it.
import type { Call, GroupRow, StudentProfile, StudentStatus, User } from 'shared-domain';
import { DAY_GROUPS } from '../constants';
import { formatHours } from '../hours';
import { totalScore } from '../scores';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from './names';
import { makeUser } from './people';
import { NO_ATTENDANCE, NOT_EVALUATED, makeDashboardProfile, makeStudentProfile } from './students';
import { NO_SESSIONS } from './groups';

type StaffNames = 'instructor_name' | 'supervisor_name' | 'account_manager_name';

/** A group's row (groups): its staff by id, no names and no students. */
export type CentreGroup = Omit<GroupRow, 'students' | 'students_count' | StaffNames>;

/** A call's row (calls): its staff by id, no names and no students. */
export type CentreCall = Omit<Call, 'students' | StaffNames>;

/** A student's profile row: their group and call by id. */
export type CentreStudent = Omit<StudentProfile, 'group' | 'call'> & {
  group_id: number | null;
  call_id: number | null;
};

export interface SmallCentre {
  staff: User[];
  groups: CentreGroup[];
  calls: CentreCall[];
  students: CentreStudent[];
}

const CREATED = '2025-09-01T09:00:00.000Z';

/** The four staff demo log-ins and one more of each role (two instructors), all active. */
export function centreStaff(): User[] {
  const more: [User['role'], number, string, string][] = [
    ['instructor', 5, 'Laila', 'Mansour'],
    ['instructor', 6, 'Hany', 'Fouad'],
    ['supervisor', 7, 'Rania', 'Said'],
    ['account_manager', 8, 'Tamer', 'Hosny'],
  ];
  return [
    makeUser('operations_manager'),
    makeUser('account_manager'),
    makeUser('supervisor'),
    makeUser('instructor'),
    ...more.map(([role, id, first, last]) =>
      makeUser(role, {
        id,
        username: `${first}_${last}`.toLowerCase(),
        first_name: first,
        last_name: last,
        full_name: `${first} ${last}`,
        email: `${first.toLowerCase()}@linguadesk.test`,
        phone_number: `+2010000001${id}`,
      }),
    ),
  ];
}

/** The three instructors in turn, each on one day pair, at hours that never clash. */
const INSTRUCTOR_IDS = [4, 5, 6];

function centreGroups(): CentreGroup[] {
  return Array.from({ length: 9 }, (_, index) => {
    const start = 10 + 2 * (index % 5);
    return {
      id: index + 1,
      days: DAY_GROUPS[index % DAY_GROUPS.length]!,
      hours: formatHours(start, start + 2),
      current_level: 1 + ((index * 3) % 14),
      instructor: INSTRUCTOR_IDS[index % INSTRUCTOR_IDS.length]!,
      supervisor: 3,
      account_manager: 2,
      max_capacity: 12,
      ...NO_SESSIONS,
      session_one: true,
      session_two: index % 2 === 0,
      created_at: CREATED,
      updated_at: CREATED,
    };
  });
}

function centreCalls(): CentreCall[] {
  const calls = Array.from({ length: 14 }, (_, index): CentreCall => ({
    id: index + 1,
    time: `${String(10 + (index % 11)).padStart(2, '0')}:${index % 2 ? '30' : '15'}:00`,
    months: 3 + (index % 10),
    instructor: INSTRUCTOR_IDS[index % INSTRUCTOR_IDS.length]!,
    supervisor: index % 4 === 3 ? null : 3,
    account_manager: index % 5 === 4 ? null : 2,
    created_at: CREATED,
    updated_at: CREATED,
  }));
  // Sara's placement call, as her dashboard shows it.
  Object.assign(calls[1]!, { time: '14:30:00', months: 7, account_manager: null });
  return calls;
}

/** Generated student `id` (from 100 on): a name from the pools, the centre's fees, no records. */
function generated(id: number, status: StudentStatus, fields: Partial<CentreStudent>) {
  const at = id - 100;
  const female = at % 2 === 0;
  const firsts = female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES;
  const first = firsts[Math.floor(at / 2) % firsts.length]!;
  // From the second surname on: Sara Hassan is the demo student's own name.
  const last = LAST_NAMES[(at + 1) % LAST_NAMES.length]!;
  const user = makeUser('student', {
    id,
    username: `${first}_${last}_${id}`.toLowerCase(),
    first_name: first,
    last_name: last,
    full_name: `${first} ${last}`,
    email: `${first}.${last}.${id}@example.com`.toLowerCase(),
    phone_number: `+2010${String(5550000 + id)}`,
    gender: female ? 'female' : 'male',
  });
  const outstanding = at % 3 === 0 ? '500.00' : '0.00';
  const {
    group: _group,
    call: _call,
    ...profile
  } = makeStudentProfile(user, {
    status,
    current_level: 1 + (at % 5),
    total_levels: 4,
    remaining_levels: 4,
    amount: '1500.00',
    outstanding_amount: outstanding,
    indebtedness: outstanding !== '0.00',
    attendance: { ...NO_ATTENDANCE, sessions: [...NO_ATTENDANCE.sessions] },
    evaluation: { ...NOT_EVALUATED },
    created_at: CREATED,
    updated_at: CREATED,
  });
  return { ...profile, group_id: null, call_id: at % 3 === 1 ? 1 + (at % 14) : null, ...fields };
}

/**
 * The students: Sara first, then each group's (0 to 10, active, part-way through their level:
 * some sessions attended, some marks given), then eight waiting and four inactive students.
 */
function centreStudents(groups: CentreGroup[]): CentreStudent[] {
  const { group: _group, call: _call, level_history: _history, ...sara } = makeDashboardProfile();
  const students: CentreStudent[] = [{ ...sara, group_id: null, call_id: 2 }];
  let id = 100;
  groups.forEach((group, index) => {
    for (let count = (index * 4) % 11; count > 0; count--, id++) {
      const held = 3 + (id % 6);
      const scores = {
        oral: 20 + (id % 30),
        participation: id % 21,
        written: id % 11,
        listening: 5,
        tasks: 7,
      };
      students.push(
        generated(id, 'active', {
          group_id: group.id,
          current_level: group.current_level,
          remaining_levels: id % 4,
          attendance: {
            sessions: NO_ATTENDANCE.sessions.map((_, at) => at < held),
            total_attendance: held,
          },
          evaluation: { ...scores, total_score: totalScore(scores), pass_fail: 'pending' },
        }),
      );
    }
  });
  for (let count = 0; count < 12; count++, id++)
    students.push(generated(id, count < 8 ? 'waiting' : 'inactive', {}));
  return students;
}

/** A fresh small centre: every call makes new records, which a mock centre then changes. */
export function makeSmallCentre(): SmallCentre {
  const groups = centreGroups();
  return { staff: centreStaff(), groups, calls: centreCalls(), students: centreStudents(groups) };
}
