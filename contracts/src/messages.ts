/** Messages the API answers with that the front ends also show themselves (when the answer has none, or to recognise it). */
export const API_MESSAGES = {
  rateLimited: 'Too many requests. Please wait before trying again.',
  invalidCredentials: 'Invalid email or password',
  invalidCode: 'Invalid verification code',
  accessDenied: 'Access denied. You do not have permission to perform this action.',
} as const;
