import { SESSION_KEYS } from '../index';
import {
  attendanceCreateSchema,
  attendanceUpdateSchema,
  callSchema,
  evaluationCreateSchema,
  evaluationUpdateSchema,
  groupCreateSchema,
  groupUpdateSchema,
  importGroupSchema,
  NON_FIELD_ERRORS,
  VALIDATION_MESSAGES,
  updateLevelSchema,
  zodErrorToFieldErrors,
} from '../schemas';
import { z } from 'zod';
import { dataOf, errorsOf } from './helpers';

const noSessions = Object.fromEntries(SESSION_KEYS.map((key) => [key, false]));

describe('evaluation schemas', () => {
  it('defaults scores to 0 and pass_fail to pending', () => {
    expect(dataOf(evaluationCreateSchema, { student: '12' })).toEqual({
      student: 12,
      oral: 0,
      participation: 0,
      written: 0,
      listening: 0,
      tasks: 0,
      pass_fail: 'pending',
    });
  });

  it("requires a student ('Student ID is required')", () => {
    expect(errorsOf(evaluationCreateSchema, { oral: 10 })).toEqual({
      student: ['Student ID is required'],
    });
  });

  it('accepts each score at 0 and at its cap', () => {
    const full = { oral: 50, participation: 20, written: 10, listening: 10, tasks: 10 };
    expect(dataOf(evaluationUpdateSchema, full)).toEqual(full);
    const zero = { oral: 0, participation: 0, written: 0, listening: 0, tasks: 0 };
    expect(dataOf(evaluationUpdateSchema, zero)).toEqual(zero);
  });

  it('refuses a score above its cap or below 0 with its own message', () => {
    const expected = {
      oral: ['Oral score must be between 0 and 50'],
      participation: ['Participation score must be between 0 and 20'],
      written: ['Written score must be between 0 and 10'],
      listening: ['Listening score must be between 0 and 10'],
      tasks: ['Tasks score must be between 0 and 10'],
    };
    expect(
      errorsOf(evaluationUpdateSchema, {
        oral: 51,
        participation: 21,
        written: 11,
        listening: 11,
        tasks: 11,
      }),
    ).toEqual(expected);
    expect(
      errorsOf(evaluationCreateSchema, {
        student: 1,
        oral: -1,
        participation: -1,
        written: -1,
        listening: -1,
        tasks: 'high',
      }),
    ).toEqual(expected);
  });

  it('takes pass_fail among pending, pass and fail only', () => {
    expect(dataOf(evaluationUpdateSchema, { pass_fail: 'fail' })).toEqual({ pass_fail: 'fail' });
    expect(errorsOf(evaluationUpdateSchema, { pass_fail: 'passed' })).toEqual({
      pass_fail: ['"passed" is not a valid choice.'],
    });
  });
});

describe('attendance schemas', () => {
  it('requires a student and coerces session values to booleans', () => {
    expect(errorsOf(attendanceCreateSchema, {})).toEqual({ student: ['Student ID is required'] });
    expect(
      dataOf(attendanceCreateSchema, {
        student: 5,
        session_one: 'true',
        session_two: 1,
        session_three: 'on',
        session_four: 'false',
        session_five: 0,
        session_six: null,
      }),
    ).toEqual({
      ...noSessions,
      student: 5,
      session_one: true,
      session_two: true,
      session_three: true,
    });
  });

  it('updates only the sessions sent and refuses non-boolean words', () => {
    expect(dataOf(attendanceUpdateSchema, { session_nine: true })).toEqual({ session_nine: true });
    expect(errorsOf(attendanceUpdateSchema, { session_one: 'maybe' })).toEqual({
      session_one: ['Must be a valid boolean.'],
    });
  });
});

describe('group schemas', () => {
  it('accepts a group and spells its hours canonically', () => {
    expect(
      dataOf(groupCreateSchema, {
        days: 'sun/wed',
        hours: '4pm - 6pm',
        current_level: '3',
        instructor: 4,
        supervisor: '',
        max_capacity: 12,
        session_one: true,
      }),
    ).toEqual({
      ...noSessions,
      days: 'sun/wed',
      hours: '4 PM - 6 PM',
      current_level: 3,
      instructor: 4,
      supervisor: null,
      account_manager: null,
      max_capacity: 12,
      session_one: true,
    });
  });

  it('requires days and hours', () => {
    expect(errorsOf(groupCreateSchema, {})).toEqual({
      days: ['Please select the days'],
      hours: ['Please select the hours'],
    });
    expect(errorsOf(groupCreateSchema, { days: 'fri/sat', hours: '4 PM - 6 PM' })).toEqual({
      days: ['"fri/sat" is not a valid choice.'],
    });
  });

  it('keeps hours well-formed, within 10 AM-10 PM and ending after they start', () => {
    const hours = (value: string) => errorsOf(groupCreateSchema, { days: 'sat/tue', hours: value });
    expect(hours('16:00-18:00')).toEqual({ hours: ['Hours must look like 4 PM - 6 PM'] });
    expect(hours('9 AM - 11 AM')).toEqual({ hours: ['Hours must be between 10 AM and 10 PM'] });
    expect(hours('9 PM - 11 PM')).toEqual({ hours: ['Hours must be between 10 AM and 10 PM'] });
    expect(hours('6 PM - 4 PM')).toEqual({ hours: ['End time must be after start time'] });
    expect(hours('4 PM - 4 PM')).toEqual({ hours: ['End time must be after start time'] });
    expect(dataOf(groupCreateSchema, { days: 'sat/tue', hours: '10 AM - 10 PM' }).hours).toBe(
      '10 AM - 10 PM',
    );
  });

  it('checks level, capacity and staff ids', () => {
    expect(
      errorsOf(groupCreateSchema, {
        days: 'mon/thu',
        hours: '10 AM - 12 PM',
        current_level: 0,
        max_capacity: 0,
        instructor: 'abc',
      }),
    ).toEqual({
      current_level: ['Levels must be between 1 and 14'],
      max_capacity: ['Max capacity must be a positive whole number'],
      instructor: ['A valid id is required.'],
    });
  });

  it('updates partially without defaults', () => {
    expect(dataOf(groupUpdateSchema, { session_three: true, max_capacity: null })).toEqual({
      session_three: true,
      max_capacity: null,
    });
    expect(errorsOf(groupUpdateSchema, { hours: '8 AM - 9 AM' })).toEqual({
      hours: ['Hours must be between 10 AM and 10 PM'],
    });
  });

  it('asks for a new level 1-14 on a level update', () => {
    expect(dataOf(updateLevelSchema, { current_level: '14' })).toEqual({ current_level: 14 });
    expect(errorsOf(updateLevelSchema, {})).toEqual({
      current_level: ['Please select a new level'],
    });
    expect(errorsOf(updateLevelSchema, { current_level: 15 })).toEqual({
      current_level: ['Levels must be between 1 and 14'],
    });
  });
});

describe('importGroupSchema', () => {
  it("reads a groups row: the form's hours, its students' e-mails split on `;`", () => {
    expect(
      dataOf(importGroupSchema, {
        group: '7',
        days: 'mon/thu',
        hours: '6pm-8pm',
        instructor: ' omar_khalil ',
        students: 'Amira@Example.com; sami@example.com;;amira@example.com ',
      }),
    ).toEqual({
      group: 7,
      days: 'mon/thu',
      hours: '6 PM - 8 PM',
      instructor: 'omar_khalil',
      students: ['amira@example.com', 'sami@example.com'],
    });
  });

  it("refuses a row with the group form's messages and a bad e-mail by its column", () => {
    expect(
      errorsOf(importGroupSchema, {
        days: 'sun/wed',
        hours: '8 PM - 11 PM',
        max_capacity: '0',
        students: 'amira@example.com; not-an-email',
      }),
    ).toEqual({
      hours: [VALIDATION_MESSAGES.hoursOutsideSchedule],
      max_capacity: [VALIDATION_MESSAGES.maxCapacityInvalid],
      students: [`${VALIDATION_MESSAGES.emailInvalid}: not-an-email`],
    });
  });
});

describe('callSchema', () => {
  const call = { instructor: 3, time: '14:30:00', months: 7, supervisor: 5, account_manager: null };

  it('accepts a complete call', () => {
    expect(dataOf(callSchema, { ...call, months: '7', instructor: '3' })).toEqual(call);
  });

  it('requires the caller and every key of a full replace', () => {
    expect(errorsOf(callSchema, {})).toEqual({
      instructor: ['Caller Name is required'],
      time: ['This field is required'],
      months: ['This field is required'],
      supervisor: ['This field is required'],
      account_manager: ['This field is required'],
    });
  });

  it('wants a 24-hour HH:MM:SS time and at least one month', () => {
    expect(errorsOf(callSchema, { ...call, time: '2:30 PM', months: 0 })).toEqual({
      time: ['Time must be in HH:MM:SS format'],
      months: ['Months must be at least 1'],
    });
    expect(errorsOf(callSchema, { ...call, months: 'seven' })).toEqual({
      months: ['Duration must be a number of months, e.g. 7 months'],
    });
    expect(errorsOf(callSchema, { ...call, time: '24:00:00' })).toEqual({
      time: ['Time must be in HH:MM:SS format'],
    });
  });
});

describe('zodErrorToFieldErrors', () => {
  it('keys issues by field and puts form-level ones under non_field_errors', () => {
    const schema = z
      .object({
        a: z.string().min(2, 'too short').regex(/x/, 'needs x'),
        b: z.object({ c: z.number() }),
      })
      .refine(() => false, 'whole form');
    const result = schema.safeParse({ a: 'y', b: { c: 'no' } });
    const formLevel = schema.safeParse({ a: 'xx', b: { c: 1 } });
    expect(result.success).toBe(false);
    expect(zodErrorToFieldErrors(result.error!)).toEqual({
      a: ['too short', 'needs x'],
      'b.c': [expect.any(String)],
    });
    expect(zodErrorToFieldErrors(formLevel.error!)).toEqual({ [NON_FIELD_ERRORS]: ['whole form'] });
    expect(NON_FIELD_ERRORS).toBe('non_field_errors');
  });
});
