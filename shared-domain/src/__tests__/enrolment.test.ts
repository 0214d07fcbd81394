import {
  enrolledMessage,
  enrolmentRoomError,
  groupFillText,
  groupTitle,
  levelMismatchMessage,
} from '../records';
import {
  enrolStudentsSchema,
  passwordChangeFormSchema,
  passwordChangeSchema,
  profileFormSchema,
  profileUpdateSchema,
} from '../schemas';
import { dataOf, errorsOf } from './helpers';

describe('enrolment rules', () => {
  it('fits newcomers while seats remain, and words a full group and a short one', () => {
    expect(enrolmentRoomError(3, 2, 5)).toBeUndefined();
    expect(enrolmentRoomError(40, 5, null)).toBeUndefined();
    expect(enrolmentRoomError(5, 1, 5)).toBe('This group is full (max capacity 5).');
    expect(enrolmentRoomError(4, 2, 5)).toBe(
      'Only 1 place is left in this group (max capacity 5).',
    );
    expect(enrolmentRoomError(2, 4, 5)).toBe(
      'Only 3 places are left in this group (max capacity 5).',
    );
  });

  it('warns about a level that is not the group’s, by level labels', () => {
    expect(levelMismatchMessage('Nour Ali', 3, 3)).toBeUndefined();
    expect(levelMismatchMessage('Nour Ali', 3, 9)).toBe('Nour Ali is at L1; this group is at LC1.');
  });

  it('words the fill, the count enrolled and a group’s name', () => {
    expect(groupFillText(3, 12)).toBe('3 / 12 students');
    expect(groupFillText(1, null)).toBe('1 student (no limit)');
    expect(groupFillText(4, null)).toBe('4 students (no limit)');
    expect(enrolledMessage(1)).toBe('1 student enrolled.');
    expect(enrolledMessage(3)).toBe('3 students enrolled.');
    expect(groupTitle({ id: 12 })).toBe('Group 12');
  });

  it('takes one to a hundred student ids, once each', () => {
    expect(dataOf(enrolStudentsSchema, { students: [4, '4', 9] })).toEqual({ students: [4, 9] });
    expect(errorsOf(enrolStudentsSchema, { students: [] })).toEqual({
      students: ['Choose at least one student.'],
    });
    expect(errorsOf(enrolStudentsSchema, {})).toEqual({
      students: ['Choose at least one student.'],
    });
    expect(
      errorsOf(enrolStudentsSchema, { students: Array.from({ length: 101 }, (_, i) => i + 1) }),
    ).toEqual({ students: ['Ensure this field has no more than 100 elements.'] });
  });
});

describe('profile and password schemas', () => {
  it('applies the sign-up rules to the profile form, and makes every key optional on the API', () => {
    expect(
      errorsOf(profileFormSchema, {
        first_name: 'A',
        last_name: '',
        phone_number: 'abc',
        nationality: ' ',
      }),
    ).toEqual({
      first_name: ['First name must be at least 2 characters'],
      last_name: ['Last name is required'],
      phone_number: ['Please enter a valid phone number'],
      nationality: ['Nationality is required'],
    });
    expect(dataOf(profileUpdateSchema, { nationality: ' Omani ' })).toEqual({
      nationality: 'Omani',
    });
  });

  it('needs the current password and a strong new one, confirmed on the form', () => {
    expect(errorsOf(passwordChangeSchema, { current_password: '', new_password: 'abc' })).toEqual({
      current_password: ['Current password is required'],
      new_password: [
        'Password must be at least 8 characters long',
        'Password must contain uppercase, lowercase, and number',
      ],
    });
    expect(
      errorsOf(passwordChangeFormSchema, {
        current_password: 'Old1pass',
        new_password: 'New1passw',
        confirm_password: 'New1pass',
      }),
    ).toEqual({ confirm_password: ['Passwords do not match'] });
  });
});
