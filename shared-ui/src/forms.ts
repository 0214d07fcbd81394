// `shared-ui/forms`: form fields (the log-in page's among them) and Chakra's field, fieldset,
// input, native select, checkbox and tabs; the form schemas' resolvers fetched on first use.
export { FormField } from './forms/FormField';
export { PasswordInput } from './forms/PasswordInput';
export { lazyResolver, loadOnce, usePreloadResolver } from './forms/lazyResolver';
export { Checkbox, Field, Fieldset, Input, NativeSelect, Tabs } from '@chakra-ui/react';
