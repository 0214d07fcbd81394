// `shared-ui/choices`: Chakra's checkbox and tabs, with their state machines (about 8 KB gzipped):
// only the sign-up page and the attendance sheet draw them, so the log-in page's fields
// (`shared-ui/forms`) no longer bring them.
export { Checkbox, Tabs } from '@chakra-ui/react';
