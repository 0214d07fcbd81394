import { ResponseShapeError, checkResponse, userSchema } from '../responses';

const user = {
  id: 7,
  email: 'mona@linguadesk.test',
  username: 'mona',
  first_name: 'Mona',
  middle_name: '',
  last_name: 'Fathy',
  full_name: 'Mona Fathy',
  phone_number: null,
  gender: 'female',
  nationality: null,
  role: 'supervisor',
  is_active: true,
  is_verified: true,
  created_at: '2024-01-05T10:30:00.000Z',
  updated_at: '2024-03-09T16:45:00.000Z',
};

describe('checkResponse', () => {
  it('hands back the answer itself when it has the shape', () => {
    expect(checkResponse(user, userSchema, 'GET /api/me/')).toBe(user);
  });

  it('names the request and the fields that differ', () => {
    const wrong = { ...user, role: 'janitor', is_active: 'yes' };
    expect(() => checkResponse(wrong, userSchema, 'GET /api/me/')).toThrow(ResponseShapeError);
    expect(() => checkResponse(wrong, userSchema, 'GET /api/me/')).toThrow(
      /^GET \/api\/me\/ answered an unexpected shape: role: .*; is_active: /,
    );
  });

  it('checks nothing without a schema (a production build passes none)', () => {
    const wrong = { ...user, role: 'janitor' };
    expect(checkResponse(wrong, false, 'GET /api/me/')).toBe(wrong);
  });
});
