/** What a settings page shows to a person who may not read it. */
export const UNAUTHORIZED_MESSAGE = 'You do not have permission to access this page.';
