export { PROFILE_MESSAGE_TIMEOUT_MS, ProfileSettingsPage, SETTINGS_SECTIONS } from './ProfileSettingsPage';
