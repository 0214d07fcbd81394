import { z } from 'zod';
import * as domain from '../index';
import * as schemaModule from '../schemas';
import { API_MESSAGES, LOGIN_FIELD_MESSAGES, successToast } from '../index';
import {
  alreadyTeachesMessage,
  invalidChoiceMessage,
  missingRequiredFieldsMessage,
  VALIDATION_MESSAGES,
} from '../schemas';

describe('messages', () => {
  it('spells the update-student refusals as the spec does', () => {
    expect(VALIDATION_MESSAGES.noUpdateData).toBe('No data provided for update');
    expect(API_MESSAGES.noUpdateData).toBe('No data provided for update');
  });

  it('builds the list and choice messages', () => {
    expect(missingRequiredFieldsMessage(['email', 'gender'])).toBe(
      'Missing required fields: email, gender',
    );
    expect(invalidChoiceMessage('x')).toBe('"x" is not a valid choice.');
  });

  it('words the success toasts as the users’ ones', () => {
    expect(successToast('User', 'created')).toBe('User created successfully!');
    expect(successToast('Group', 'deleted')).toBe('Group deleted successfully!');
    expect(successToast('Schedule', 'refreshed')).toBe('Schedule refreshed successfully!');
  });

  it('names the busy instructor, days and hours of a double-booked group', () => {
    expect(alreadyTeachesMessage('Omar Khalil', 'sun/wed', '4 PM - 6 PM')).toBe(
      'Omar Khalil already teaches sun/wed 4 PM - 6 PM',
    );
  });

  it("keeps the validation messages out of the core, which every page loads, but the log-in form's", () => {
    expect(Object.keys(domain)).not.toContain('VALIDATION_MESSAGES');
    expect(LOGIN_FIELD_MESSAGES).toEqual({
      emailRequired: 'Email is required',
      emailInvalid: 'Please enter a valid email address',
      passwordRequired: 'Password is required',
      loginPasswordMin: 'Password must be at least 6 characters long',
    });
    // The schemas (loginSchema's messages) give the very same texts.
    expect(VALIDATION_MESSAGES).toMatchObject(LOGIN_FIELD_MESSAGES);
  });

  it('keeps the server answers of docs/api.md', () => {
    expect(API_MESSAGES).toMatchObject({
      loginSuccess: 'Login successful!',
      invalidCredentials: 'Invalid email or password.',
      duplicateAccount: 'An account with this email or username already exists.',
      duplicateEmail: 'A user with this email already exists.',
      forgotPasswordSent: 'If the email exists, a reset link will be sent.',
      resetTokenInvalid: 'Invalid or expired reset token.',
      passwordResetDone: 'Password reset successfully.',
      verifyEmailInvalid: 'Invalid or expired verification link.',
      forbidden: 'You do not have permission to perform this action.',
    });
  });
});

describe('schemas as request documentation', () => {
  it("are not in 'shared-domain' itself, which brings no zod", () => {
    expect(Object.keys(domain).filter((name) => name.endsWith('Schema'))).toEqual([]);
  });

  // The API documents every route from these schemas (fastify-type-provider-zod, input side).
  const schemas = Object.entries(schemaModule).filter(
    ([name, value]) => name.endsWith('Schema') && value instanceof z.ZodType,
  );

  it('finds the request schemas', () => {
    expect(schemas.map(([name]) => name).sort()).toEqual([
      'atRiskFilterSchema',
      'attendanceCreateSchema',
      'attendanceUpdateSchema',
      'auditFilterSchema',
      'callSchema',
      'createStaffSchema',
      'createStudentSchema',
      'emailSchema',
      'enrolStudentsSchema',
      'evaluationCreateSchema',
      'evaluationUpdateSchema',
      'groupCreateSchema',
      'groupUpdateSchema',
      'importGroupSchema',
      'importStaffSchema',
      'importStudentSchema',
      'loginSchema',
      'missingFilterSchema',
      'passwordChangeFormSchema',
      'passwordChangeSchema',
      'profileFormSchema',
      'profileUpdateSchema',
      'recordLedgerEntrySchema',
      'reportFilterSchema',
      'resetPasswordSchema',
      'reverseLedgerEntrySchema',
      'staffRegistrationSchema',
      'staffSignUpFormSchema',
      'studentRegistrationSchema',
      'studentSignUpFormSchema',
      'takingsQuerySchema',
      'updateLevelSchema',
      'updateStudentSchema',
      'updateUserSchema',
    ]);
  });

  it.each(schemas)('%s converts to an input JSON Schema', (_name, schema) => {
    const json = z.toJSONSchema(schema as z.ZodType, { io: 'input' });
    expect(json).toMatchObject({ type: 'object' });
  });
});
