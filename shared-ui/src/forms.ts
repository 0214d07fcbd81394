// `shared-ui/forms`: form fields (the log-in page's among them) and Chakra's field, fieldset,
// input and native select (checkbox and tabs: `shared-ui/choices`); the form schemas' resolvers
// fetched on first use, and the parts of a screen fetched when first drawn (dialogs as they open,
// with their loading and failed states).
export { FormField } from './forms/FormField';
export { PasswordInput } from './forms/PasswordInput';
export { lazyResolver, loadOnce, usePreloadResolver } from './forms/lazyResolver';
export { LAZY_DIALOG_TEXT, lazyDialog, type LazyDialog } from './forms/lazyDialog';
export { LazyPartView, lazyPart, type LazyPart } from './forms/lazyPart';
export { Field, Fieldset, Input, NativeSelect } from '@chakra-ui/react';
