/**
 * The portal's presentation layer: how records, references, values and
 * fields read, as data per resource. Sits between the generic screens
 * (`registry/`) and bespoke screens (`areas/`) above, and the app layer
 * (`app/`) below.
 *
 * @module
 */
export * from './describe.js';
export * from './formats.js';
export * from './recordNames.js';
export * from './references.js';
export * from './resources.js';
export * from './technical.js';
export * from './vocabularies.js';
export * from './referenceCache.js';
export * from './useReferences.js';
export * from './ReferenceField.js';
export * from './PresentedValue.js';
export * from './useRecordName.js';
export * from './recordLists.js';
export * from './peopleApart.js';
export * from './usePeopleApart.js';
export * from './plainFormats.js';
export * from './placeholders.js';
