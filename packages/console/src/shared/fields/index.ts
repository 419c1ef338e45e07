export { SpecField, useClearDependents } from './SpecField';
export type { SpecFieldProps } from './SpecField';
export { SecretSpecField } from './SecretSpecField';
export type { SecretFieldLabels, SecretSource, SecretSpecFieldProps } from './SecretSpecField';
export { changeSpecValue, clearsField, isBooleanKind, specOptions, visibleSpecs } from './fieldSpec';
export type { FieldInputType, FieldOption, FieldSpec, FieldSpecKind } from './fieldSpec';
export { specResolver } from './specResolver';
