// The Chakra components the suite's screens use, re-exported so every app draws them from the one
// shared, themed instance: here the layout and text primitives every screen draws (the `shared-ui`
// key); the components with more weight (tables, dialogs, menus, fields...) come with their family
// (lists.ts, overlays.ts, forms.ts). A component missing here is added here or to its family, one
// no screen uses any more goes (either is a shared-ui version bump), and its recipe is added to
// theme/system.ts (src/__tests__/system.test.ts names a missing one).
export {
  Badge,
  Box,
  Button,
  Card,
  Center,
  CloseButton,
  Flex,
  HStack,
  Heading,
  IconButton,
  Link,
  Portal,
  Separator,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  VStack,
  VisuallyHidden,
  Wrap,
  chakra,
} from '@chakra-ui/react';
