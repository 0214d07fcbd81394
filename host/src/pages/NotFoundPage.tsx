import { Link as RouterLink } from 'react-router-dom';
import { formatNumber, texts } from 'shared-i18n';
import { Button, Heading, Text, VStack } from 'shared-ui';
import { paths } from '../config/paths';
import { en, t } from '../i18n';

const TEXT = texts(t, 'notFound', en.notFound);

export function NotFoundPage() {
  return (
    <VStack gap="4" py="24" px="6" textAlign="center">
      <Text fontSize="5xl" fontWeight="bold" color="brand.fg">
        {formatNumber(404, { useGrouping: false })}
      </Text>
      <Heading as="h1" size="xl">
        {TEXT.title}
      </Heading>
      <Text color="fg.muted">{TEXT.body}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={paths.home}>{TEXT.goHome}</RouterLink>
      </Button>
    </VStack>
  );
}
