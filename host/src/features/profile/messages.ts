// The profile screen's failure text (spec section 8) when GET /api/me/ fails unexpectedly.
export const PROFILE_MESSAGES = {
  loadFailed: 'Failed to load profile. Please try again.',
} as const;
