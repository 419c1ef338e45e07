export { SpecField, useClearDependents } from './SpecField';
export type { SpecFieldProps } from './SpecField';
export { changeSpecValue, clearsField, isBooleanKind, visibleSpecs } from './fieldSpec';
export type { FieldSpec, FieldSpecKind } from './fieldSpec';
