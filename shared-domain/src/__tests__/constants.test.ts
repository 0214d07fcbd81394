import {
  ADMIN_ROLES,
  CONSTANTS,
  DAY_GROUPS,
  DAY_ORDER,
  MAX_LEVEL,
  MAX_TOTAL_LEVELS,
  MIN_LEVEL,
  PRODUCT_NAME,
  ROLES,
  SESSION_KEYS,
  SESSIONS,
  SIGNUP_STAFF_ROLES,
  STAFF_ROLES,
} from '../index';

describe('constants of spec section 9', () => {
  it('holds every row of the table', () => {
    expect(CONSTANTS).toMatchObject({
      API_TIMEOUT_MS: 10000,
      TOKEN_STORAGE_KEY: 'access_token',
      TOKEN_POLL_INTERVAL_MS: 1000,
      STAFF_LOOKUP_PAGE_SIZE: 1000,
      DEFAULT_USERS_PAGE: 1,
      DEFAULT_PAGE_SIZE: 10,
      SEARCH_DEBOUNCE_MS: 300,
      SIGNUP_REDIRECT_MS: 2000,
      TOAST_DURATION_MS: 5000,
      NOTIFICATION_DURATION_MS: 5000,
      ERROR_TOAST_DURATION_MS: 7000,
      TOAST_SWIPE_THRESHOLD: 0.8,
      TOAST_HOTKEY: 'Alt+T',
      TOAST_GAP_PX: 12,
      MIN_LEVEL: 1,
      MAX_LEVEL: 14,
      MIN_TOTAL_LEVELS: 0,
      MAX_TOTAL_LEVELS: 14,
      DEFAULT_CURRENCY: 'USD',
      DEFAULT_COURSE_TYPE: 'group',
      DEFAULT_LEVEL: 1,
      DEFAULT_TOTAL_LEVELS: 0,
      SESSIONS: 9,
      USERNAME_MIN_LENGTH: 3,
      SIGNUP_PASSWORD_MIN_LENGTH: 8,
      LOGIN_PASSWORD_MIN_LENGTH: 6,
      NAME_MIN_LENGTH: 2,
      GENERATED_PASSWORD_LENGTH: 12,
      SIGNUP_PHONE_MAX_DIGITS: 16,
      SCHEDULE_START_HOUR: 10,
      SCHEDULE_END_HOUR: 22,
      CALL_PAGINATION_FULL_UP_TO: 7,
    });
    expect([MIN_LEVEL, MAX_LEVEL, MAX_TOTAL_LEVELS, SESSIONS]).toEqual([1, 14, 14, 9]);
    expect(PRODUCT_NAME).toBe('LinguaDesk');
  });

  it('lists roles, day groups, days and sessions in order', () => {
    expect(ROLES).toEqual([
      'student',
      'account_manager',
      'operations_manager',
      'instructor',
      'supervisor',
    ]);
    expect([...STAFF_ROLES].sort()).toEqual([
      'account_manager',
      'instructor',
      'operations_manager',
      'supervisor',
    ]);
    expect(ADMIN_ROLES).toEqual(['account_manager', 'operations_manager']);
    expect(SIGNUP_STAFF_ROLES).toEqual(['account_manager', 'instructor', 'supervisor']);
    expect(DAY_GROUPS).toEqual(['sat/tue', 'sun/wed', 'mon/thu']);
    expect(DAY_ORDER).toEqual(['sat', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri']);
    expect(SESSION_KEYS).toEqual([
      'session_one',
      'session_two',
      'session_three',
      'session_four',
      'session_five',
      'session_six',
      'session_seven',
      'session_eight',
      'session_nine',
    ]);
  });
});
