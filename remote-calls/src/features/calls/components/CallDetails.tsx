// A titled list of label/value pairs inside a call card.
import { Stack, Text, chakra } from 'shared-ui';

interface CallDetailsProps {
  title: string;
  items: readonly (readonly [label: string, value: string])[];
}

export function CallDetails({ title, items }: CallDetailsProps) {
  return (
    <Stack gap="1">
      <Text fontWeight="semibold" fontSize="sm">
        {title}
      </Text>
      <chakra.dl
        display="grid"
        gridTemplateColumns="auto 1fr"
        columnGap="3"
        rowGap="1"
        fontSize="sm"
      >
        {items.map(([label, value]) => (
          <chakra.div key={label} display="contents">
            <chakra.dt color="fg.muted">{label}</chakra.dt>
            <chakra.dd textAlign="end">{value}</chakra.dd>
          </chakra.div>
        ))}
      </chakra.dl>
    </Stack>
  );
}
