// `@mission-control/ui/testing`: interaction helpers for tests of screens built on ui, in the spirit of
// react-aria's testers, so every test drives a Select or a Menu the same way. Kept off the main entry:
// it needs @testing-library/dom and user-event, which only tests have.
export { chooseMenuItem, openMenu, selectOption } from './interactions';
export type { NameMatch, OpenMenuArgs, SelectOptionArgs } from './interactions';
