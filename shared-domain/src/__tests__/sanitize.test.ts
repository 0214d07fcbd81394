import { PASSWORD_COMPLEXITY_PATTERN } from '../index';
import { generatePassword, sanitizeEvaluationUpdate, sanitizeStudentUpdate } from '../people';

describe('sanitizeStudentUpdate', () => {
  it('keeps valid values of the update payload', () => {
    const patch = {
      amount: '1500',
      outstanding_amount: 200,
      status: 'waiting',
      total_levels: '6',
      current_level: 14,
      group_id: 3,
      call_id: null,
      currency: 'EGP',
      offer: null,
      private_or_group: 'private',
      certificate: 'yes',
    };
    expect(sanitizeStudentUpdate(patch)).toEqual({ ...patch, total_levels: 6 });
  });

  it('drops what the client silently ignores', () => {
    expect(
      sanitizeStudentUpdate({
        amount: 'lots',
        outstanding_amount: '',
        status: 'graduated',
        total_levels: 15,
        current_level: 0,
        private_or_group: 'online',
        unknown: 'x',
        currency: undefined,
      }),
    ).toEqual({});
    expect(sanitizeStudentUpdate({ current_level: 1, total_levels: 14 })).toEqual({
      current_level: 1,
      total_levels: 14,
    });
  });
});

describe('sanitizeEvaluationUpdate', () => {
  it('drops out-of-range scores and keeps the rest', () => {
    expect(
      sanitizeEvaluationUpdate({
        oral: 51,
        participation: '20',
        written: -1,
        listening: 10,
        tasks: 'ten',
        pass_fail: 'pass',
      }),
    ).toEqual({ participation: 20, listening: 10, pass_fail: 'pass' });
    expect(sanitizeEvaluationUpdate({ oral: 0, tasks: 10, pass_fail: 'passed' })).toEqual({
      oral: 0,
      tasks: 10,
    });
  });
});

describe('generatePassword', () => {
  it('gives 12 characters that pass the server password rule', () => {
    for (let i = 0; i < 50; i += 1) {
      const password = generatePassword();
      expect(password).toHaveLength(12);
      expect(password).toMatch(PASSWORD_COMPLEXITY_PATTERN);
    }
    expect(generatePassword(20)).toHaveLength(20);
  });
});
