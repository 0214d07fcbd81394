// `shared-ui/form-fields`: the fields of react-hook-form forms. No share key: each app bundles it
// with its own react-hook-form (a copy per app, as the forms themselves), and it reads FormField
// from `shared-ui/forms` by name, so a page keeps the singleton's one copy of it.
export { FormFieldOf } from './form-fields/FormFieldOf';
