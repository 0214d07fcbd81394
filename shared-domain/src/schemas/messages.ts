// The validation messages of spec section 5 the schemas and the API give, and DRF's wording of a
// few refusals: here, not in the core every page loads. The log-in form's own are the core's
// LOGIN_FIELD_MESSAGES, included here.
import { API_MESSAGES, LOGIN_FIELD_MESSAGES } from '../messages';

export const VALIDATION_MESSAGES = {
  ...LOGIN_FIELD_MESSAGES,
  signupPasswordMin: 'Password must be at least 8 characters long',
  passwordComplexity: 'Password must contain uppercase, lowercase, and number',
  staffFormPasswordMin: 'Password must be at least 8 characters',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsMismatch: 'Passwords do not match',
  firstNameRequired: 'First name is required',
  firstNameMin: 'First name must be at least 2 characters',
  lastNameRequired: 'Last name is required',
  lastNameMin: 'Last name must be at least 2 characters',
  usernameRequired: 'Username is required',
  usernameMin: 'Username must be at least 3 characters',
  usernamePattern: 'Username can only contain letters, numbers, and underscores',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  genderRequired: 'Please select your gender',
  nationalityRequired: 'Nationality is required',
  roleRequired: 'Please select your role',
  termsRequired: 'You must agree to the terms and conditions',
  fieldRequired: 'This field is required',
  amountNegative: 'Amount cannot be negative',
  outstandingNegative: 'Outstanding amount cannot be negative',
  outstandingAboveAmount: 'Outstanding amount cannot be greater than total amount',
  totalLevelsInvalid: 'Total levels must be 0 or a positive number',
  levelsRange: 'Levels must be between 1 and 14',
  numberInvalid: 'A valid number is required.',
  amountTooLarge: 'Ensure that there are no more than 10 digits before the decimal point.',
  wholeNumber: 'A valid integer is required.',
  studentIdRequired: 'Student ID is required',
  studentIdRequiredForUpdate: 'Student ID is required for update',
  noUpdateData: API_MESSAGES.noUpdateData,
  oralRange: 'Oral score must be between 0 and 50',
  participationRange: 'Participation score must be between 0 and 20',
  writtenRange: 'Written score must be between 0 and 10',
  listeningRange: 'Listening score must be between 0 and 10',
  tasksRange: 'Tasks score must be between 0 and 10',
  daysRequired: 'Please select the days',
  hoursRequired: 'Please select the hours',
  hoursFormat: 'Hours must look like 4 PM - 6 PM',
  hoursOutsideSchedule: 'Hours must be between 10 AM and 10 PM',
  hoursEndBeforeStart: 'End time must be after start time',
  maxCapacityInvalid: 'Max capacity must be a positive whole number',
  callerRequired: 'Caller Name is required',
  callTimeFormat: 'Time must be in HH:MM:SS format',
  monthsMin: 'Months must be at least 1',
  monthsNumber: 'Duration must be a number of months, e.g. 7 months',
  newLevelRequired: 'Please select a new level',
  idInvalid: 'A valid id is required.',
  booleanInvalid: 'Must be a valid boolean.',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect.',
  passwordUnchanged: 'The new password must be different from the current one.',
  studentsRequired: 'Choose at least one student.',
} as const;

/** DRF's wording for a value outside a fixed list of choices. */
export function invalidChoiceMessage(value: unknown): string {
  return `"${String(value)}" is not a valid choice.`;
}

/** The create-student route answers a missing-fields list in this form (spec section 5). */
export function missingRequiredFieldsMessage(fields: readonly string[]): string {
  return `Missing required fields: ${fields.join(', ')}`;
}

/** A group refused because its instructor is busy then (docs/api.md#groups): '<name> already teaches <days> <hours>'. */
export function alreadyTeachesMessage(instructor: string, days: string, hours: string): string {
  return `${instructor} already teaches ${days} ${hours}`;
}
