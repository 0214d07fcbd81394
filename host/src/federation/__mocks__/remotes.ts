// Stands in for the remotes in unit tests: each route module renders its own name, or fails
// when the test took that remote down.
import { createElement } from 'react';
import { remoteState } from '../../test/remoteState';

const ROUTES = [
  'students',
  'staff',
  'overview',
  'groups',
  'groupAttendance',
  'groupEvaluation',
  'calls',
  'schedule',
  'studentDashboard',
] as const;

export const registerRemoteManifests = jest.fn();

export const isRemoteConfigured = (name: string) => !remoteState.isUnlisted(name);

export const remoteRoutes = Object.fromEntries(
  ROUTES.map((route) => [
    route,
    () =>
      remoteState.isDown(route)
        ? Promise.reject(new Error(`${route} is down`))
        : Promise.resolve({ default: () => createElement('p', null, `Remote screen: ${route}`) }),
  ]),
);
