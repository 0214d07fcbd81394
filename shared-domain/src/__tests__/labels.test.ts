import {
  compareDayGroups,
  courseTypeLabel,
  dayGroupDays,
  dayGroupLabel,
  displayName,
  GENDER_NAMES,
  genderLabel,
  genderName,
  isAdmin,
  isSignupStaffRole,
  isStaffRole,
  LEVELS,
  levelClass,
  levelLabel,
  pageTitle,
  roleLabel,
  userListRow,
  userRowName,
} from '../index';

describe('levels', () => {
  it('labels 1 to 14 as the spec lists them', () => {
    expect(LEVELS.map((level) => `${level.value} ${level.label}`)).toEqual([
      '1 Zero',
      '2 Beginner',
      '3 L1',
      '4 L2',
      '5 L3',
      '6 L4',
      '7 L5',
      '8 L6',
      '9 LC1',
      '10 LC2',
      '11 LC3',
      '12 LC4',
      '13 LC5',
      '14 LC6',
    ]);
    expect(levelLabel(1)).toBe('Zero');
    expect(levelLabel('9')).toBe('LC1');
    expect(levelLabel(14)).toBe('LC6');
  });

  it('shows level 0 as ACES and an unknown level as its number', () => {
    expect(levelLabel(0)).toBe('ACES');
    expect(levelLabel(15)).toBe('15');
    expect(levelLabel(null)).toBe('');
  });

  it('classes levels for the schedule legend', () => {
    expect([0, 1, 2, 3, 8, 9, 14, 15].map((level) => levelClass(level))).toEqual([
      'aces',
      'foundation',
      'foundation',
      'L',
      'L',
      'LC',
      'LC',
      'unknown',
    ]);
  });
});

describe('roles', () => {
  it('labels every role, shows unknown roles as-is and a missing one as Unknown', () => {
    expect(roleLabel('supervisor')).toBe('Supervisor');
    expect(roleLabel('instructor')).toBe('Instructor');
    expect(roleLabel('account_manager')).toBe('Account Manager');
    expect(roleLabel('operations_manager')).toBe('Operations Manager');
    expect(roleLabel('student')).toBe('Student');
    expect(roleLabel('janitor')).toBe('janitor');
    expect(roleLabel(undefined)).toBe('Unknown');
    expect(roleLabel(null)).toBe('Unknown');
    expect(roleLabel('')).toBe('Unknown');
  });

  it('knows admins, staff and the sign-up staff roles', () => {
    expect(['account_manager', 'operations_manager'].every((role) => isAdmin(role))).toBe(true);
    expect(['supervisor', 'instructor', 'student', undefined].some((role) => isAdmin(role))).toBe(
      false,
    );
    expect(
      ['operations_manager', 'account_manager', 'supervisor', 'instructor'].every((role) =>
        isStaffRole(role),
      ),
    ).toBe(true);
    expect(isStaffRole('student')).toBe(false);
    expect(isSignupStaffRole('instructor')).toBe(true);
    expect(isSignupStaffRole('operations_manager')).toBe(false);
  });
});

describe('names', () => {
  it('follows the profile display-name rule', () => {
    expect(displayName({ full_name: 'Mona Saleh', first_name: 'X' })).toBe('Mona Saleh');
    expect(
      displayName({ full_name: '  ', first_name: 'Mona', middle_name: ' ', last_name: 'Saleh' }),
    ).toBe('Mona Saleh');
    expect(
      displayName({ full_name: '', first_name: 'Mona', middle_name: 'A', last_name: '' }),
    ).toBe('Mona A');
    expect(
      displayName({ full_name: '', first_name: '', username: 'mona_s', email: 'm@x.io' }),
    ).toBe('mona_s');
    expect(displayName({ username: ' ', email: 'm@x.io' })).toBe('m@x.io');
    expect(displayName({})).toBe('User');
    expect(displayName(null)).toBe('User');
  });

  it('follows the list-row name rule with N/A last', () => {
    expect(userRowName({ full_name: 'Mona Saleh' })).toBe('Mona Saleh');
    expect(userRowName({ first_name: 'Mona', middle_name: 'Ali', last_name: 'Saleh' })).toBe(
      'Mona Ali Saleh',
    );
    expect(userRowName({ username: 'mona_s', email: 'm@x.io' })).toBe('N/A');
  });

  it('builds a staff list row with its fallbacks', () => {
    expect(
      userListRow({
        id: 7,
        full_name: '',
        first_name: 'Omar',
        last_name: 'Nabil',
        email: 'omar@x.io',
        username: '',
        phone_number: null,
        gender: 'male',
        nationality: undefined,
        role: 'account_manager',
        is_active: true,
        is_verified: false,
        created_at: '2024-01-05T10:00:00Z',
        updated_at: null,
      }),
    ).toEqual({
      id: 7,
      name: 'Omar Nabil',
      email: 'omar@x.io',
      username: '-',
      phone: '-',
      gender: 'male',
      nationality: '-',
      role: 'Account Manager',
      status: 'Active',
      verified: 'No',
      created: 'Jan 5, 2024',
      updated: '-',
    });
    expect(userListRow({ id: 1, is_active: false, is_verified: true })).toMatchObject({
      name: 'N/A',
      role: 'Unknown',
      status: 'Inactive',
      verified: 'Yes',
    });
  });
});

describe('genders', () => {
  it('names a gender in a form or a profile, and keeps the stored word in a list', () => {
    expect(GENDER_NAMES).toEqual({ male: 'Male', female: 'Female' });
    expect(genderName('female')).toBe('Female');
    expect(genderName(' MALE ')).toBe('Male');
    expect(genderName('prefer not to say')).toBe('Prefer not to say');
    expect(genderLabel('male')).toBe('male');
  });
});

describe('day groups', () => {
  it('labels the codes and spells out the days', () => {
    expect(dayGroupLabel('sat/tue')).toBe('Sat/Tue');
    expect(dayGroupLabel('sun/wed')).toBe('Sun/Wed');
    expect(dayGroupLabel('mon/thu')).toBe('Mon/Thu');
    expect(dayGroupDays('sat/tue')).toBe('Saturday/Tuesday');
    expect(dayGroupDays('sun/wed')).toBe('Sunday/Wednesday');
    expect(dayGroupDays('mon/thu')).toBe('Monday/Thursday');
    expect(dayGroupLabel('weekends')).toBe('weekends');
  });

  it('orders day groups by the week starting on Saturday', () => {
    expect(['mon/thu', 'sat/tue', 'sun/wed'].sort(compareDayGroups)).toEqual([
      'sat/tue',
      'sun/wed',
      'mon/thu',
    ]);
  });
});

describe('other labels', () => {
  it('prefixes page titles with the product name', () => {
    expect(pageTitle('Profile')).toBe('LinguaDesk | Profile');
  });

  it('labels course types', () => {
    expect(courseTypeLabel('private')).toBe('Private');
    expect(courseTypeLabel('group')).toBe('Group');
    expect(courseTypeLabel(null)).toBe('-');
  });
});
