// A password box with a show/hide toggle.
import { useState, type ComponentProps } from 'react';
import { IconButton, Input, InputGroup } from 'shared-ui';

export function PasswordInput(props: ComponentProps<typeof Input>) {
  const [visible, setVisible] = useState(false);
  return (
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
  );
}
