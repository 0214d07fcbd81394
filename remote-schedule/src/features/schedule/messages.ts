// The schedule screen's words, exactly as spec sections 2 and 8 write them.
import { type FailureMessage, readFailure } from 'shared-auth';

export const SCHEDULE_TEXT = {
  title: 'Instructor Schedule',
  subtitle: 'Dynamic time slots from 10AM to 10PM',
  refresh: 'Refresh',
  loading: 'Loading schedule...',
  loadingDetail: 'Please wait while we fetch the latest data',
  errorTitle: 'Error Loading Schedule',
  dismiss: 'Dismiss',
  emptyTitle: 'No Schedule Data',
  emptyDetail: 'Try refreshing to load the latest schedule data',
  levelGuide: 'Level Guide',
  timeSlots: 'Available Time Slots',
  daysColumn: 'Days',
  timeColumn: 'Time',
  noClass: '-',
  daysFilter: 'Day group',
  allDays: 'All day groups',
} as const;

export const COUNTER_LABELS = {
  instructors: 'Instructors',
  timeSlots: 'Time Slots',
  dayGroups: 'Day Groups',
  totalClasses: 'Total Classes',
} as const;

export const SCHEDULE_MESSAGES = {
  forbidden: 'Access denied. You do not have permission to view the schedule.',
  notFound: 'Schedule endpoint not found.',
  fallback: 'An unexpected error occurred while fetching schedule.',
  pageFallback: 'Failed to load schedule data. Please try again.',
} as const;

export function scheduleError(error: unknown): FailureMessage {
  return readFailure(error, SCHEDULE_MESSAGES);
}
