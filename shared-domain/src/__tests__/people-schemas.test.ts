import { STUDENT_DEFAULTS } from '../index';
import {
  createStaffSchema,
  createStudentSchema,
  importStaffSchema,
  importStudentSchema,
  missingRequiredFields,
  missingRequiredFieldsError,
  updateStudentSchema,
  updateUserSchema,
} from '../schemas';
import { dataOf, errorsOf } from './helpers';

const student = {
  email: 'sara@example.com',
  username: 'sara',
  first_name: 'Sara',
  middle_name: 'M',
  last_name: 'Adel',
  password: 'Student1',
  phone_number: '+20 (100) 123-4567',
  nationality: 'Egyptian',
  gender: 'female',
};

describe('createStudentSchema', () => {
  it('fills the defaults of the create-student payload', () => {
    expect(dataOf(createStudentSchema, student)).toEqual({
      ...student,
      amount: '0.00',
      outstanding_amount: '0.00',
      currency: 'USD',
      total_levels: 0,
      current_level: 1,
      private_or_group: 'group',
    });
    expect(STUDENT_DEFAULTS).toEqual({
      currency: 'USD',
      private_or_group: 'group',
      current_level: 1,
      total_levels: 0,
    });
  });

  it('keeps the default currency when the currency is cleared', () => {
    expect(dataOf(createStudentSchema, { ...student, currency: '' }).currency).toBe('USD');
    expect(dataOf(createStudentSchema, { ...student, currency: '  ' }).currency).toBe('USD');
    expect(dataOf(createStudentSchema, { ...student, currency: ' EGP ' }).currency).toBe('EGP');
  });

  it("marks every required field 'This field is required'", () => {
    const blank = Object.fromEntries(Object.keys(student).map((key) => [key, '  ']));
    const required = Object.fromEntries(
      Object.keys(student).map((key) => [key, ['This field is required']]),
    );
    expect(errorsOf(createStudentSchema, {})).toEqual(required);
    expect(errorsOf(createStudentSchema, blank)).toEqual(required);
  });

  it('lists missing fields for the route answer', () => {
    expect(missingRequiredFields({ ...student, middle_name: ' ', gender: undefined })).toEqual([
      'middle_name',
      'gender',
    ]);
    expect(missingRequiredFieldsError({ email: 'a@b.co' })).toBe(
      'Missing required fields: username, first_name, middle_name, last_name, password, phone_number, nationality, gender',
    );
    expect(missingRequiredFieldsError(student)).toBeNull();
  });

  it('trims text and strips unknown keys', () => {
    const data = dataOf(createStudentSchema, {
      ...student,
      email: '  sara@example.com ',
      first_name: ' Sara ',
      offer: ' 3 levels for 900 ',
      role: 'operations_manager',
    });
    expect(data).toMatchObject({
      email: 'sara@example.com',
      first_name: 'Sara',
      offer: '3 levels for 900',
    });
    expect(data).not.toHaveProperty('role');
  });

  it('applies the e-mail, password and staff phone rules', () => {
    expect(
      errorsOf(createStudentSchema, {
        ...student,
        email: 'sara at example',
        password: 'Short1',
        phone_number: '+20 100 abc',
      }),
    ).toEqual({
      email: ['Please enter a valid email address'],
      password: ['Password must be at least 8 characters'],
      phone_number: ['Please enter a valid phone number'],
    });
    expect(errorsOf(createStudentSchema, { ...student, password: 'lowercase1' })).toEqual({
      password: ['Password must contain uppercase, lowercase, and number'],
    });
    expect(errorsOf(createStudentSchema, { ...student, phone_number: '--()' })).toEqual({
      phone_number: ['Please enter a valid phone number'],
    });
    expect(errorsOf(createStudentSchema, { ...student, phone_number: '20+100' })).toEqual({
      phone_number: ['Please enter a valid phone number'],
    });
    expect(
      dataOf(createStudentSchema, { ...student, phone_number: '0100 123 4567' }),
    ).toMatchObject({ phone_number: '0100 123 4567' });
  });

  it('normalises amounts to two-place decimal strings and refuses negatives', () => {
    expect(
      dataOf(createStudentSchema, { ...student, amount: 1500, outstanding_amount: '250.5' }),
    ).toMatchObject({ amount: '1500.00', outstanding_amount: '250.50' });
    expect(
      errorsOf(createStudentSchema, { ...student, amount: -1, outstanding_amount: '-0.01' }),
    ).toEqual({
      amount: ['Amount cannot be negative'],
      outstanding_amount: ['Outstanding amount cannot be negative'],
    });
    expect(errorsOf(createStudentSchema, { ...student, amount: 'ten' })).toEqual({
      amount: ['A valid number is required.'],
    });
  });

  it('refuses an outstanding amount above the total amount', () => {
    expect(
      errorsOf(createStudentSchema, { ...student, amount: '100', outstanding_amount: 100.01 }),
    ).toEqual({ outstanding_amount: ['Outstanding amount cannot be greater than total amount'] });
    expect(
      dataOf(createStudentSchema, { ...student, amount: '100', outstanding_amount: 100 }),
    ).toMatchObject({ outstanding_amount: '100.00' });
  });

  it('keeps total levels within 0-14 and the current level within 1-14', () => {
    expect(
      dataOf(createStudentSchema, { ...student, total_levels: 14, current_level: 14 }),
    ).toMatchObject({ total_levels: 14, current_level: 14 });
    expect(
      dataOf(createStudentSchema, { ...student, total_levels: '0', current_level: '1' }),
    ).toMatchObject({ total_levels: 0, current_level: 1 });
    expect(
      errorsOf(createStudentSchema, { ...student, total_levels: -1, current_level: 0 }),
    ).toEqual({
      total_levels: ['Total levels must be 0 or a positive number'],
      current_level: ['Levels must be between 1 and 14'],
    });
    expect(
      errorsOf(createStudentSchema, { ...student, total_levels: 15, current_level: 15 }),
    ).toEqual({
      total_levels: ['Levels must be between 1 and 14'],
      current_level: ['Levels must be between 1 and 14'],
    });
    expect(errorsOf(createStudentSchema, { ...student, total_levels: 'many' })).toEqual({
      total_levels: ['Total levels must be 0 or a positive number'],
    });
  });
});

describe('the import rows', () => {
  const { password: _password, ...row } = student;

  it('are the Add Student and Add Staff forms without a password', () => {
    expect(dataOf(importStudentSchema, { ...row, password: 'ignored' })).toEqual(
      Object.fromEntries(
        Object.entries(dataOf(createStudentSchema, student)).filter(([key]) => key !== 'password'),
      ),
    );
    expect(dataOf(importStaffSchema, { ...row, role: 'instructor' })).not.toHaveProperty(
      'password',
    );
  });

  it('give the forms’ messages', () => {
    expect(
      errorsOf(importStudentSchema, {
        ...row,
        email: 'nope',
        amount: '5',
        outstanding_amount: '9',
      }),
    ).toEqual(
      errorsOf(createStudentSchema, {
        ...student,
        email: 'nope',
        amount: '5',
        outstanding_amount: '9',
      }),
    );
    expect(errorsOf(importStaffSchema, { ...row, role: 'student' })).toEqual(
      errorsOf(createStaffSchema, { ...student, role: 'student' }),
    );
  });
});

describe('updateStudentSchema', () => {
  it('accepts a partial update and normalises it', () => {
    expect(
      dataOf(updateStudentSchema, {
        amount: '900',
        status: 'inactive',
        current_level: '5',
        group_id: '4',
        call_id: null,
        offer: null,
        private_or_group: 'private',
      }),
    ).toEqual({
      amount: '900.00',
      status: 'inactive',
      current_level: 5,
      group_id: 4,
      call_id: null,
      offer: null,
      private_or_group: 'private',
    });
    expect(dataOf(updateStudentSchema, {})).toEqual({});
  });

  it('refuses the values the client would drop', () => {
    expect(
      errorsOf(updateStudentSchema, {
        amount: 'abc',
        status: 'graduated',
        current_level: 15,
        total_levels: 15,
        private_or_group: 'online',
        group_id: 'x',
      }),
    ).toEqual({
      amount: ['A valid number is required.'],
      status: ['"graduated" is not a valid choice.'],
      current_level: ['Levels must be between 1 and 14'],
      total_levels: ['Levels must be between 1 and 14'],
      private_or_group: ['"online" is not a valid choice.'],
      group_id: ['A valid id is required.'],
    });
  });

  it('compares outstanding with amount when both are sent', () => {
    expect(errorsOf(updateStudentSchema, { amount: 10, outstanding_amount: 20 })).toEqual({
      outstanding_amount: ['Outstanding amount cannot be greater than total amount'],
    });
    expect(dataOf(updateStudentSchema, { outstanding_amount: 20 })).toEqual({
      outstanding_amount: '20.00',
    });
  });
});

const staff = {
  email: 'new.instructor@linguadesk.test',
  username: 'new_instructor',
  first_name: 'Karim',
  last_name: 'Fathy',
  password: 'Welcome1',
  phone_number: '(02) 555-0101',
  nationality: 'Egyptian',
  gender: 'male',
  role: 'instructor',
};

describe('createStaffSchema', () => {
  it('accepts an Add Staff form with middle name left out', () => {
    expect(dataOf(createStaffSchema, staff)).toEqual({ ...staff, middle_name: '' });
  });

  it('requires everything but the middle name', () => {
    expect(errorsOf(createStaffSchema, {})).toEqual(
      Object.fromEntries(Object.keys(staff).map((key) => [key, ['This field is required']])),
    );
  });

  it('applies the staff-form password and phone rules', () => {
    expect(
      errorsOf(createStaffSchema, { ...staff, password: 'abc', phone_number: '+1+2' }),
    ).toEqual({
      password: [
        'Password must be at least 8 characters',
        'Password must contain uppercase, lowercase, and number',
      ],
      phone_number: ['Please enter a valid phone number'],
    });
  });

  it('takes any of the four staff roles but not student', () => {
    for (const role of ['operations_manager', 'account_manager', 'supervisor', 'instructor']) {
      expect(dataOf(createStaffSchema, { ...staff, role }).role).toBe(role);
    }
    expect(errorsOf(createStaffSchema, { ...staff, role: 'student' })).toEqual({
      role: ['"student" is not a valid choice.'],
    });
  });
});

describe('updateUserSchema', () => {
  it('accepts the staff table edits', () => {
    expect(
      dataOf(updateUserSchema, {
        phone_number: ' 555 0101 ',
        nationality: 'Jordanian',
        gender: 'female',
        is_active: 'false',
        role: 'supervisor',
        password: 'ignored',
      }),
    ).toEqual({
      phone_number: '555 0101',
      nationality: 'Jordanian',
      gender: 'female',
      is_active: false,
      role: 'supervisor',
    });
  });

  it('checks the fields that are sent', () => {
    expect(
      errorsOf(updateUserSchema, { phone_number: 'call me', first_name: '', role: 'student' }),
    ).toEqual({
      phone_number: ['Please enter a valid phone number'],
      first_name: ['This field is required'],
      role: ['"student" is not a valid choice.'],
    });
  });
});
