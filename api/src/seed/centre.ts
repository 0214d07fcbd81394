// Generates a whole centre (staff of every role, groups, calls, students in every status with
// attendance, evaluations and level history) deterministically, and bulk-loads it into an empty
// database with one INSERT ... SELECT FROM unnest(...) per table and chunk. Its people, names and
// random are the test and demo data's (shared-domain/factory): the demo log-ins are the centre's
// people of the tests and mock centre, under ids of the database's own.
import { DAY_GROUPS, type DayGroup, type Role } from 'shared-domain';
import {
  DEMO_PASSWORD,
  DEMO_PEOPLE,
  FEMALE_FIRST_NAMES,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  NATIONALITIES,
  seededRandom,
} from 'shared-domain/factory';
import { formatHours } from 'shared-domain/records';
import type { Database, RawClient } from '../db/client';
import { hashPassword } from '../lib/passwords';

export interface CentreOptions {
  students: number;
  seed?: number;
  now?: Date;
}

export interface CentreSummary {
  staff: number;
  students: number;
  groups: number;
  calls: number;
  levelHistory: number;
}

type Cell = string | number | boolean | null;

interface UserSeed {
  id: number;
  email: string;
  username: string;
  first: string;
  last: string;
  phone: string;
  gender: string;
  nationality: string;
  role: Role;
  active: boolean;
  verified: boolean;
  awaiting: boolean;
  created: Date;
}

interface Plan {
  users: UserSeed[];
  groups: Cell[][];
  calls: Cell[][];
  profiles: Cell[][];
  attendance: Cell[][];
  evaluations: Cell[][];
  history: Cell[][];
}

const DAY_MS = 86_400_000;
/** Two-hour slots of the 10 AM - 10 PM schedule, times three day pairs: 18 per instructor. */
const SLOTS = DAY_GROUPS.flatMap((days) =>
  [10, 12, 14, 16, 18, 20].map((start) => ({ days, start })),
);

export function planCentre(options: CentreOptions): Plan {
  const rand = seededRandom(options.seed ?? 20240901);
  const now = options.now ?? new Date();
  const studentCount = Math.max(1, Math.floor(options.students));
  const groupCount = Math.max(6, Math.ceil((studentCount * 0.6) / 8));
  const instructorCount = Math.max(4, Math.ceil(groupCount / 12));
  const supervisorCount = Math.max(3, Math.ceil(groupCount / 40));
  const managerCount = Math.max(2, Math.ceil(studentCount / 2000));
  const callCount = Math.max(4, Math.ceil(studentCount / 12));

  const usedEmails = new Set<string>();
  const users: UserSeed[] = [];
  const since = (maxDays: number) =>
    new Date(now.getTime() - rand.int(1, maxDays) * DAY_MS - rand.int(0, DAY_MS));

  function person(
    role: Role,
    fixed?: (typeof DEMO_PEOPLE)[number],
    domain = 'linguadesk.test',
  ): UserSeed {
    const gender = fixed?.gender ?? rand.pick(['male', 'female'] as const);
    const first =
      fixed?.first_name ?? rand.pick(gender === 'male' ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES);
    const last = fixed?.last_name ?? rand.pick(LAST_NAMES);
    const id = users.length + 1;
    let email: string = fixed?.email ?? `${first}.${last}@${domain}`.toLowerCase();
    if (usedEmails.has(email)) email = `${first}.${last}${id}@${domain}`.toLowerCase();
    usedEmails.add(email);
    const user: UserSeed = {
      id,
      email,
      username: `${first}_${last}_${id}`.toLowerCase(),
      first,
      last,
      phone: `+201${rand.pick([0, 1, 2, 5])}${String(rand.int(0, 99_999_999)).padStart(8, '0')}`,
      gender,
      nationality: role === 'student' ? rand.pick(NATIONALITIES) : 'Egyptian',
      role,
      active: true,
      verified: fixed ? true : rand.chance(0.8),
      awaiting: false,
      created: since(role === 'student' ? 540 : 900),
    };
    users.push(user);
    return user;
  }

  const [, am, supervisor, instructor] = DEMO_PEOPLE.slice(0, 4).map((a) => person(a.role, a));
  const instructors = [
    instructor!,
    ...Array.from({ length: instructorCount - 1 }, () => person('instructor')),
  ];
  const supervisors = [
    supervisor!,
    ...Array.from({ length: supervisorCount - 1 }, () => person('supervisor')),
  ];
  const managers = [
    am!,
    ...Array.from({ length: managerCount - 1 }, () => person('account_manager')),
  ];
  person('operations_manager');
  // A staff sign-up still waiting for activation, and a former instructor who was deactivated.
  Object.assign(person('instructor'), { active: false, awaiting: true, verified: true });
  Object.assign(person('supervisor'), { active: false });

  const slotsOf = instructors.map(() => rand.shuffle(SLOTS));
  const groups: {
    id: number;
    level: number;
    capacity: number | null;
    done: number;
    instructor: number;
    supervisor: number;
    manager: number;
  }[] = [];
  const groupRows: Cell[][] = [];
  for (let g = 0; g < groupCount; g++) {
    const teacher = g % instructors.length;
    const slot = slotsOf[teacher]![Math.floor(g / instructors.length)]!;
    const group = {
      id: g + 1,
      level: g === 0 ? 3 : rand.int(1, 14),
      capacity: g > 0 && rand.chance(0.15) ? null : rand.pick([10, 12, 12, 15]),
      done: g === 0 ? 6 : rand.int(0, 9),
      instructor: instructors[teacher]!.id,
      supervisor: supervisors[g % supervisors.length]!.id,
      manager: managers[g % managers.length]!.id,
    };
    groups.push(group);
    const created = since(400);
    groupRows.push([
      group.id,
      slot.days satisfies DayGroup,
      formatHours(slot.start, slot.start + 2),
      slot.start,
      slot.start + 2,
      group.level,
      group.instructor,
      group.supervisor,
      group.manager,
      group.capacity,
      ...Array.from({ length: 9 }, (_, s) => s < group.done),
      created.toISOString(),
    ]);
  }

  const callRows: Cell[][] = [];
  for (let c = 0; c < callCount; c++) {
    callRows.push([
      c + 1,
      `${String(rand.int(10, 21)).padStart(2, '0')}:${rand.pick(['00', '15', '30', '45'])}:00`,
      rand.int(1, 12),
      instructors[c % instructors.length]!.id,
      rand.chance(0.8) ? supervisors[c % supervisors.length]!.id : null,
      managers[c % managers.length]!.id,
      since(300).toISOString(),
    ]);
  }

  const profiles: Cell[][] = [];
  const attendance: Cell[][] = [];
  const evaluations: Cell[][] = [];
  const history: Cell[][] = [];
  const members = new Map<number, number>();
  let nextGroup = 0;

  function seatIn(): (typeof groups)[number] | undefined {
    for (let tries = 0; tries < groups.length; tries++) {
      const group = groups[nextGroup]!;
      nextGroup = (nextGroup + 1) % groups.length;
      const seated = members.get(group.id) ?? 0;
      if (group.capacity === null ? seated < 10 : seated < group.capacity) {
        members.set(group.id, seated + 1);
        return group;
      }
    }
    return undefined;
  }

  for (let i = 0; i < studentCount; i++) {
    const demo = i === 0;
    const user = person('student', demo ? DEMO_PEOPLE[4] : undefined, 'students.linguadesk.test');
    const status = demo
      ? 'active'
      : rand.chance(0.65)
        ? 'active'
        : rand.chance(0.7)
          ? 'waiting'
          : 'inactive';
    const isPrivate = !demo && status === 'active' && rand.chance(0.1);
    const group =
      status === 'active' && !isPrivate
        ? demo
          ? (members.set(1, 1), groups[0])
          : seatIn()
        : undefined;
    const call = demo
      ? 1
      : (status === 'waiting' && rand.chance(0.4)) || (status === 'active' && rand.chance(0.2))
        ? rand.int(1, callCount)
        : null;
    const level = group?.level ?? rand.int(1, 14);
    const total = status === 'waiting' && rand.chance(0.3) ? 0 : rand.int(1, 14);
    const remaining = demo ? 5 : Math.min(total, rand.int(0, total));
    const amount = total === 0 ? 0 : rand.pick([600, 900, 1200, 1500, 1800, 2400, 3000]);
    const outstanding =
      amount > 0 && rand.chance(0.45) ? Math.round(amount * rand.pick([0.25, 0.5, 0.75])) : 0;
    profiles.push([
      user.id,
      status,
      level,
      demo ? 8 : total,
      remaining,
      isPrivate ? 'private' : 'group',
      amount.toFixed(2),
      outstanding.toFixed(2),
      rand.chance(0.85) ? 'USD' : 'EGP',
      rand.chance(0.3)
        ? `${rand.int(2, 6)} levels for ${rand.pick([1000, 1500, 2000, 2500])}`
        : null,
      rand.pick(['yes', 'no', null]),
      group?.id ?? null,
      call,
      user.created.toISOString(),
    ]);
    if (group) {
      const sessions = Array.from(
        { length: 9 },
        (_, s) => s < group.done && (demo || rand.chance(0.85)),
      );
      attendance.push([user.id, ...sessions]);
      if (group.done >= 3) {
        const strong = demo || rand.chance(0.7);
        const oral = strong ? rand.int(30, 50) : rand.int(10, 35);
        const scores = [
          oral,
          rand.int(strong ? 12 : 5, 20),
          rand.int(strong ? 6 : 2, 10),
          rand.int(strong ? 6 : 2, 10),
          rand.int(strong ? 6 : 2, 10),
        ];
        const total = scores.reduce((a, b) => a + b, 0);
        const passes = total >= 70 && oral >= 30;
        const verdict =
          group.done === 9 && rand.chance(0.5) ? (passes ? 'pass' : 'fail') : 'pending';
        evaluations.push([user.id, ...scores, verdict]);
      }
    }
    if (level > 1 && (demo || rand.chance(0.4))) {
      const sessions = `{${Array.from({ length: 9 }, () => (rand.chance(0.9) ? 't' : 'f')).join(',')}}`;
      // A level finished as passed by its scores (70+ total, 30+ oral: at least 32+14+3*8): a
      // pass under the mark would be a manager's decision, which the demo does not make up.
      const scores = [
        rand.int(32, 50),
        rand.int(14, 20),
        rand.int(8, 10),
        rand.int(8, 10),
        rand.int(8, 10),
      ];
      history.push([
        user.id,
        group?.id ?? null,
        level - 1,
        level,
        'passed',
        ...scores,
        scores.reduce((a, b) => a + b, 0),
        'pass',
        sessions,
        (sessions.match(/t/g) ?? []).length,
        new Date(now.getTime() - rand.int(30, 200) * DAY_MS).toISOString(),
      ]);
    }
    if (status === 'waiting' && !demo && rand.chance(0.2)) {
      const scores = [
        rand.int(10, 29),
        rand.int(5, 15),
        rand.int(2, 8),
        rand.int(2, 8),
        rand.int(2, 8),
      ];
      history.push([
        user.id,
        null,
        level,
        null,
        'failed',
        ...scores,
        scores.reduce((a, b) => a + b, 0),
        'fail',
        '{t,t,f,t,f,t,t,f,t}',
        6,
        new Date(now.getTime() - rand.int(10, 120) * DAY_MS).toISOString(),
      ]);
    }
  }

  return { users, groups: groupRows, calls: callRows, profiles, attendance, evaluations, history };
}

interface Column {
  name: string;
  /** Element type of the array parameter. */
  type: string;
  /** Cast applied to the unnested value (for values that travel as text). */
  cast?: string;
}

const cols = (spec: string): Column[] =>
  spec.split(',').map((part) => {
    const [name, type, cast] = part.trim().split(':');
    return { name: name!, type: type!, cast };
  });

const SESSION_COLUMNS =
  'session_one,session_two,session_three,session_four,session_five,session_six,session_seven,session_eight,session_nine'
    .split(',')
    .map((name) => `${name}:boolean`)
    .join(',');

const CHUNK = 5000;

async function bulkInsert(
  client: RawClient,
  table: string,
  columns: Column[],
  rows: Cell[][],
): Promise<void> {
  const names = columns.map((c) => `"${c.name}"`).join(', ');
  const arrays = columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ');
  const aliases = columns.map((_, i) => `c${i}`);
  const select = columns
    .map((c, i) => (c.cast ? `${aliases[i]}::${c.cast}` : aliases[i]))
    .join(', ');
  const text = `INSERT INTO ${table} (${names}) SELECT ${select} FROM unnest(${arrays}) AS u(${aliases.join(', ')})`;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    await client.query(
      text,
      columns.map((_, i) => chunk.map((row) => row[i] ?? null)),
    );
  }
}

/** Loads a generated centre into an empty database (the caller makes sure it is empty). */
export async function seedCentre(
  database: Database,
  options: CentreOptions,
): Promise<CentreSummary> {
  const plan = planCentre(options);
  // One hash for every generated account: scrypt per account would take minutes at scale.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await database.withRawClient(async (client) => {
    await client.exec('BEGIN');
    try {
      await bulkInsert(
        client,
        'users',
        cols(
          'id:int,email:text,username:text,password_hash:text,first_name:text,last_name:text,phone_number:text,gender:text,nationality:text,role:text,is_active:boolean,is_verified:boolean,awaiting_activation:boolean,created_at:timestamptz,updated_at:timestamptz',
        ),
        plan.users.map((u) => [
          u.id,
          u.email,
          u.username,
          passwordHash,
          u.first,
          u.last,
          u.phone,
          u.gender,
          u.nationality,
          u.role,
          u.active,
          u.verified,
          u.awaiting,
          u.created.toISOString(),
          u.created.toISOString(),
        ]),
      );
      await bulkInsert(
        client,
        'groups',
        cols(
          `id:int,days:text,hours:text,start_hour:int,end_hour:int,current_level:int,instructor_id:int,supervisor_id:int,account_manager_id:int,max_capacity:int,${SESSION_COLUMNS},created_at:timestamptz`,
        ),
        plan.groups,
      );
      await bulkInsert(
        client,
        'calls',
        cols(
          'id:int,time:text:time,months:int,instructor_id:int,supervisor_id:int,account_manager_id:int,created_at:timestamptz',
        ),
        plan.calls,
      );
      await bulkInsert(
        client,
        'student_profiles',
        cols(
          'user_id:int,status:text,current_level:int,total_levels:int,remaining_levels:int,private_or_group:text,amount:numeric,outstanding_amount:numeric,currency:text,offer:text,certificate:text,group_id:int,call_id:int,created_at:timestamptz',
        ),
        plan.profiles,
      );
      await bulkInsert(
        client,
        'attendance',
        cols(`student_id:int,${SESSION_COLUMNS}`),
        plan.attendance,
      );
      await bulkInsert(
        client,
        'evaluations',
        cols(
          'student_id:int,oral:int,participation:int,written:int,listening:int,tasks:int,pass_fail:text',
        ),
        plan.evaluations,
      );
      await bulkInsert(
        client,
        'level_history',
        cols(
          'student_id:int,group_id:int,level:int,new_level:int,outcome:text,oral:int,participation:int,written:int,listening:int,tasks:int,total_score:int,pass_fail:text,sessions:text:boolean[],total_attendance:int,created_at:timestamptz',
        ),
        plan.history,
      );
      // Ids were given explicitly; the identity sequences continue after them.
      for (const table of ['users', 'groups', 'calls']) {
        await client.query(
          `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${table}), false)`,
        );
      }
      await client.exec('COMMIT');
    } catch (error) {
      await client.exec('ROLLBACK');
      throw error;
    }
    await client.exec('VACUUM ANALYZE');
  });
  return {
    staff: plan.users.length - plan.profiles.length,
    students: plan.profiles.length,
    groups: plan.groups.length,
    calls: plan.calls.length,
    levelHistory: plan.history.length,
  };
}

/**
 * Empties every data table (the schema stays) so a centre can be loaded afresh. The audit trail
 * goes too (its rows name records whose ids start over): the one TRUNCATE its append-only guard
 * lets through, by the archive's setting, for this transaction only.
 */
export async function clearCentre(database: Database): Promise<void> {
  await database.withRawClient((client) =>
    client.exec(
      [
        'BEGIN',
        "SET LOCAL linguadesk.audit_archive = 'on'",
        'TRUNCATE users, groups, calls, student_profiles, ledger_entries, ledger_totals, receipt_counters, evaluations, attendance, level_history, refresh_tokens, email_tokens, email_outbox, rate_limit_counters, audit_log RESTART IDENTITY CASCADE',
        'COMMIT',
      ].join(';\n'),
    ),
  );
}
