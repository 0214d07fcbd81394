import { Link as RouterLink } from 'react-router-dom';
import { Button, Heading, Text, VStack } from 'shared-ui';
import { paths } from '../config/paths';

export function NotFoundPage() {
  return (
    <VStack gap="4" py="24" px="6" textAlign="center">
      <Text fontSize="5xl" fontWeight="bold" color="brand.fg">
        404
      </Text>
      <Heading as="h1" size="xl">
        Page Not Found
      </Heading>
      <Text color="fg.muted">The page you are looking for does not exist or has been moved.</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={paths.home}>Go to Home</RouterLink>
      </Button>
    </VStack>
  );
}
