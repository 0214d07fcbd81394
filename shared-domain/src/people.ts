// `shared-domain/people`: the Student List's columns and status labels (also the API's CSV
// export), a student update's clean-up, and the Add Staff form's generated password: what the
// people screens read, and a group's Add Students dialog. An import's columns and rules are
// `shared-domain/imports`, which only the Import screen and the API read.
export * from './passwords';
export * from './sanitize';
export * from './student-columns';
