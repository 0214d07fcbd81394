// In place of a remote screen this shell cannot run (federation/compatibility.ts): the remote
// needs newer shared singletons than the shell provides, so it is not loaded at all.
import { Box, Button, Heading, Text, VStack } from 'shared-ui';
import type { ContractProblem } from '../../federation/compatibility';

export const NEWER_SHELL_MESSAGE = 'This screen needs a newer LinguaDesk shell; reload to update';

export function NewerShellPanel({
  remote,
  problems,
}: {
  remote: string;
  problems: readonly ContractProblem[];
}) {
  return (
    <Box p={{ base: '4', md: '8' }}>
      <VStack
        role="alert"
        gap="3"
        p="8"
        maxW="lg"
        mx="auto"
        bg="bg"
        borderWidth="1px"
        borderRadius="l3"
        textAlign="center"
      >
        <Heading size="md">{NEWER_SHELL_MESSAGE}</Heading>
        {problems.map((problem) => (
          <Text key={problem.name} color="fg.muted" fontSize="sm">
            remote-{remote} requires {problem.name} {problem.required}; this shell provides{' '}
            {problem.provided ?? 'none'}
          </Text>
        ))}
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </VStack>
    </Box>
  );
}
