export {
  BROWSER_ZONE,
  CARD_WIDTH,
  DEFAULT_PREFERENCES,
  PREFERENCE_KEYS,
  readPreferences,
  useDatePreferences,
  usePreferences,
  writePreference,
} from './preferences';
export type { ConsolePreferences } from './preferences';
export { PreferencesForm, PreferencesMenu, SHOW_HIDDEN_COMPONENTS_PARAM } from './PreferencesMenu';
export { DateTime, RelativeTime } from './PreferredDate';
