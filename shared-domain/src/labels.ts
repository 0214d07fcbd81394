// Labels and names the screens show: levels, roles, users, day groups.
import {
  ACES_LABEL,
  ACES_LEVEL,
  ADMIN_ROLES,
  COURSE_TYPE_LABELS,
  DAY_ABBREVIATIONS,
  DAY_NAMES,
  DAY_ORDER,
  GENDER_NAMES,
  LEVEL_GUIDE,
  LEVELS,
  ROLE_LABELS,
  SIGNUP_STAFF_ROLES,
  STAFF_ROLES,
  type AdminRole,
  type Day,
  type Role,
  type SignupStaffRole,
  type StaffRole,
} from './constants';
import { formatShortDate } from './dates';
import { t } from './i18n';

/** 1 -> 'Zero', 14 -> 'LC6', 0 -> 'ACES' (the schedule's Zero/Beginner badge); else the number. */
export function levelLabel(level: number | string | null | undefined): string {
  if (level === null || level === undefined || level === '') return '';
  const value = Number(level);
  if (value === ACES_LEVEL) return ACES_LABEL;
  return LEVELS.find((option) => option.value === value)?.label ?? String(level);
}

export type LevelClass = 'aces' | 'foundation' | 'L' | 'LC' | 'unknown';

/** The class a level belongs to, for the schedule's colour by level class and its legend. */
export function levelClass(level: number | null | undefined): LevelClass {
  if (level === ACES_LEVEL) return 'aces';
  if (level === 1 || level === 2) return 'foundation';
  if (typeof level === 'number' && level >= 3 && level <= 8) return 'L';
  if (typeof level === 'number' && level >= 9 && level <= 14) return 'LC';
  return 'unknown';
}

/** The schedule's 'Level Guide' entry as shown: 'Zero/Beginner' is words, the others codes. */
export function levelGuideLabel(entry: (typeof LEVEL_GUIDE)[number]): string {
  return entry === 'Zero/Beginner' ? t('levels.foundation') : entry;
}

/** 'Unknown' when missing; an unknown role is shown as it is. */
export function roleLabel(role: string | null | undefined): string {
  if (!role) return t('fallbacks.unknownRole');
  return ROLE_LABELS[role as Role] ?? role;
}

export function isAdmin(role: string | null | undefined): role is AdminRole {
  return (ADMIN_ROLES as readonly string[]).includes(role ?? '');
}

export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role ?? '');
}

export function isSignupStaffRole(role: string | null | undefined): role is SignupStaffRole {
  return (SIGNUP_STAFF_ROLES as readonly string[]).includes(role ?? '');
}

export function courseTypeLabel(type: string | null | undefined): string {
  if (!type) return '-';
  return COURSE_TYPE_LABELS[type as keyof typeof COURSE_TYPE_LABELS] ?? type;
}

export interface NamedUser {
  full_name?: string | null;
  first_name?: string | null;
  middle_name?: string | null;
  last_name?: string | null;
  username?: string | null;
  email?: string | null;
}

function nonBlank(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function joinedNames(user: NamedUser): string | null {
  const parts = [user.first_name, user.middle_name, user.last_name].map(nonBlank).filter(Boolean);
  return parts.length ? parts.join(' ') : null;
}

/** The profile rule: full name, joined names, username, e-mail, then 'User'. */
export function displayName(user: NamedUser | null | undefined): string {
  const fallback = () => t('fallbacks.user');
  if (!user) return fallback();
  return (
    nonBlank(user.full_name) ??
    joinedNames(user) ??
    nonBlank(user.username) ??
    nonBlank(user.email) ??
    fallback()
  );
}

/** The list rule: full name, joined names, then 'N/A'. */
export function userRowName(user: NamedUser | null | undefined): string {
  if (!user) return t('fallbacks.noName');
  return nonBlank(user.full_name) ?? joinedNames(user) ?? t('fallbacks.noName');
}

export interface ListedUser extends NamedUser {
  id: number;
  phone_number?: string | null;
  gender?: string | null;
  nationality?: string | null;
  role?: string | null;
  is_active?: boolean | null;
  is_verified?: boolean | null;
  created_at?: string | null;
  updated_at?: string | null;
}

export interface UserListRow {
  id: number;
  name: string;
  email: string;
  username: string;
  phone: string;
  gender: string;
  nationality: string;
  role: string;
  /** 'Active' or 'Inactive', in the active language. */
  status: string;
  /** 'Yes' or 'No', in the active language. */
  verified: string;
  created: string;
  updated: string;
}

/** A value, or '-' when there is none (the lists' empty cell). */
export function orDash(value: string | number | null | undefined): string {
  if (typeof value === 'number') return String(value);
  return nonBlank(value) ?? '-';
}

/** A stored gender as the lists write it in the active language (English shows the stored word). */
export function genderLabel(value: string | null | undefined): string | null | undefined {
  return value === 'male' || value === 'female' ? t(`genders.${value}`) : value;
}

/**
 * A stored gender as a profile names it, 'Male' (GENDER_NAMES); a value it does not know as it was
 * entered, first letter capitalised.
 */
export function genderName(value: string): string {
  const entered = value.trim();
  const key = entered.toLowerCase();
  return key === 'male' || key === 'female'
    ? GENDER_NAMES[key]
    : entered.charAt(0).toUpperCase() + entered.slice(1);
}

/** A user as the staff list shows it (spec section 3, 'User list row display'). */
export function userListRow(user: ListedUser): UserListRow {
  return {
    id: user.id,
    name: userRowName(user),
    email: orDash(user.email),
    username: orDash(user.username),
    phone: orDash(user.phone_number),
    gender: orDash(genderLabel(user.gender)),
    nationality: orDash(user.nationality),
    role: roleLabel(user.role),
    status: user.is_active ? t('values.active') : t('values.inactive'),
    verified: user.is_verified ? t('values.yes') : t('values.no'),
    created: formatShortDate(user.created_at),
    updated: formatShortDate(user.updated_at),
  };
}

function dayParts(code: string): Day[] | null {
  const parts = code.trim().toLowerCase().split('/');
  return parts.every((part) => (DAY_ORDER as readonly string[]).includes(part))
    ? (parts as Day[])
    : null;
}

/** 'sat/tue' -> 'Sat/Tue'; anything that is not day abbreviations is returned as it is. */
export function dayGroupLabel(code: string | null | undefined): string {
  const days = dayParts(code ?? '');
  if (!days) return code ?? '';
  return days.map((day) => DAY_ABBREVIATIONS[day]).join('/');
}

/** 'sat/tue' -> 'Saturday/Tuesday'. */
export function dayGroupDays(code: string | null | undefined): string {
  const days = dayParts(code ?? '');
  if (!days) return code ?? '';
  return days.map((day) => DAY_NAMES[day]).join('/');
}

/** Sorts day groups by their first day in the week order sat, sun, mon, ... fri. */
export function compareDayGroups(a: string, b: string): number {
  const rank = (code: string) => {
    const first = dayParts(code)?.[0];
    return first ? DAY_ORDER.indexOf(first) : DAY_ORDER.length;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}
