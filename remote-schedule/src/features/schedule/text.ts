// The schedule screen's words, exactly as spec section 2 writes them.
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
} as const;

export const COUNTER_LABELS = {
  instructors: 'Instructors',
  timeSlots: 'Time Slots',
  dayGroups: 'Day Groups',
  totalClasses: 'Total Classes',
} as const;
