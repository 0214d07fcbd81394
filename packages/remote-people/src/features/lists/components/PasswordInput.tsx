// A password box with a show/hide toggle and, optionally, a button that fills in a new password.
import { useState, type ComponentProps } from 'react';
import { Button, HStack, IconButton, Input, InputGroup } from 'shared-ui';

interface PasswordInputProps extends ComponentProps<typeof Input> {
  onGenerate?: () => void;
}

export function PasswordInput({ onGenerate, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <HStack gap="2" w="full">
      <InputGroup
        endElement={
          <IconButton
            variant="ghost"
            size="xs"
            me="-2"
            aria-label={visible ? 'Hide password' : 'Show password'}
            onClick={() => setVisible((shown) => !shown)}
          >
            <span aria-hidden>{visible ? 'Hide' : 'Show'}</span>
          </IconButton>
        }
      >
        <Input {...props} type={visible ? 'text' : 'password'} />
      </InputGroup>
      {onGenerate ? (
        <Button variant="outline" size="sm" onClick={onGenerate}>
          Generate
        </Button>
      ) : null}
    </HStack>
  );
}
