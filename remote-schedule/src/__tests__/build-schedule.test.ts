// The schedule model: counters, orders and cells from the API's items (spec sections 2 and 9).
import { buildSchedule, timeSlotOf } from '../features/schedule/model/build-schedule';
import { SCHEDULE, scheduleItem } from './support/schedule-fixtures';

it('counts distinct instructors, time slots and day groups, and every class', () => {
  expect(buildSchedule(SCHEDULE).counters).toEqual({
    instructors: 4,
    timeSlots: 5,
    dayGroups: 3,
    totalClasses: 10,
  });
  expect(buildSchedule([]).counters).toEqual({
    instructors: 0,
    timeSlots: 0,
    dayGroups: 0,
    totalClasses: 0,
  });
});

it('orders day groups by their first day, sat to fri, whatever their case', () => {
  const model = buildSchedule([
    scheduleItem('mon/thu', '10 AM - 12 PM', 'A', 3),
    scheduleItem('SUN/WED', '10 AM - 12 PM', 'A', 3),
    scheduleItem('sat/tue', '10 AM - 12 PM', 'A', 3),
  ]);

  expect(model.dayGroups).toEqual(['sat/tue', 'sun/wed', 'mon/thu']);
});

it('reads hours in any spacing as one slot, and puts unreadable hours last as written', () => {
  expect(timeSlotOf('4PM-6PM')).toEqual({ label: '4 PM - 6 PM', start: 16 });
  const model = buildSchedule([
    scheduleItem('sat/tue', ' evening ', 'A', 3),
    scheduleItem('sat/tue', '4PM-6PM', 'A', 3),
    scheduleItem('sat/tue', '4 PM - 6 PM', 'B', 3),
    scheduleItem('sat/tue', '11 AM - 1 PM', 'B', 3),
  ]);

  expect(model.timeSlots.map((slot) => slot.label)).toEqual([
    '11 AM - 1 PM',
    '4 PM - 6 PM',
    'evening',
  ]);
});

it('keeps every class an instructor has in the same day group and slot', () => {
  const model = buildSchedule([
    scheduleItem('sun/wed', '6 PM - 8 PM', 'Omar Khalil', 4),
    scheduleItem('sun/wed', '6 PM - 8 PM', 'Omar Khalil', 0),
  ]);

  expect(model.levelsAt('sun/wed', '6 PM - 8 PM', 'Omar Khalil')).toEqual([4, 0]);
  expect(model.levelsAt('sat/tue', '6 PM - 8 PM', 'Omar Khalil')).toEqual([]);
  expect(model.counters.totalClasses).toBe(2);
});
