// The lists' compact select and input (features/lists/components/EditSelect.tsx, EditInput.tsx)
// are drawn from the core key, not from `shared-ui/forms`, to keep that family off the list
// screens' first paint (issue 11); they must still be Chakra's NativeSelect and Input on screen:
// the same elements, attributes and class names. Emotion names a class by a hash of its styles,
// so equal markup means equal styles too.
import { render } from '@testing-library/react';
import { UiProvider } from 'shared-ui';
import { Input, NativeSelect } from 'shared-ui/forms';
import { EditInput, EditSelect } from '../features/lists';

const OPTIONS = [
  { value: '', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

function markup(element: React.ReactElement): string {
  const { container, unmount } = render(<UiProvider>{element}</UiProvider>);
  const html = container.innerHTML;
  unmount();
  return html;
}

describe.each([
  ['xs', false],
  ['xs', true],
  ['sm', false],
  ['sm', true],
] as const)('at size %s (disabled: %s)', (size, disabled) => {
  it("draws Chakra's NativeSelect as the lists drew it", () => {
    const chakra = markup(
      <NativeSelect.Root size={size} disabled={disabled} minW="28" maxW={{ md: '48' }}>
        <NativeSelect.Field aria-label="Status" value="active" onChange={() => {}}>
          {OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>,
    );
    const light = markup(
      <EditSelect
        label="Status"
        value="active"
        options={OPTIONS}
        onChange={() => {}}
        size={size}
        disabled={disabled}
      />,
    );
    expect(light).toContain('chakra-native-select__field');
    expect(light).toBe(chakra);
  });
});

describe('the compact input', () => {
  it("draws Chakra's Input as the Student List's Total levels cell drew it", () => {
    const chakra = markup(
      <Input
        type="number"
        size="xs"
        w="20"
        min={1}
        max={14}
        aria-label="Total levels"
        value="3"
        onChange={() => {}}
      />,
    );
    const light = markup(
      <EditInput
        type="number"
        w="20"
        min={1}
        max={14}
        aria-label="Total levels"
        value="3"
        onChange={() => {}}
      />,
    );
    expect(light).toContain('chakra-input');
    expect(light).toBe(chakra);
  });

  it("draws Chakra's Input as the Staff List's text cells drew it", () => {
    const chakra = markup(
      <Input size="xs" minW="32" aria-label="Phone" value="+1 555" onChange={() => {}} />,
    );
    const light = markup(
      <EditInput minW="32" aria-label="Phone" value="+1 555" onChange={() => {}} />,
    );
    expect(light).toBe(chakra);
  });
});
