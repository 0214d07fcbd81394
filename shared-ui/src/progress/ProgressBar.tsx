// Chakra's linear Progress markup and recipe (progress-bar.test.tsx compares them) without Zag's
// state machine, which a value that never changes on its own does not need: Chakra's own costs the
// student dashboard 5.2 KB gz at first content. No indeterminate state, no circle, 0 to 100.
import {
  createSlotRecipeContext,
  useLocaleContext,
  type HTMLChakraProps,
  type SlotRecipeProps,
} from '@chakra-ui/react';
import { createContext, useContext, useId } from 'react';

const { withProvider, withContext } = createSlotRecipeContext({ key: 'progress' });

interface BarState {
  id: string;
  value: number;
  state: 'loading' | 'complete';
  /** The page's direction, as Chakra's parts carry it (the bar fills from the right in Arabic). */
  dir: 'ltr' | 'rtl';
}

const BarContext = createContext<BarState | null>(null);

function useBar(): BarState {
  const bar = useContext(BarContext);
  if (!bar) throw new Error('ProgressBar parts must be inside ProgressBar.Root');
  return bar;
}

const MAX = 100;

const StyledRoot = withProvider<
  HTMLDivElement,
  HTMLChakraProps<'div'> & SlotRecipeProps<'progress'>
>('div', 'root');
const StyledLabel = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'label');
const StyledValueText = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'valueText');
const StyledTrack = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'track');
const StyledRange = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'range');

export type ProgressBarRootProps = Omit<HTMLChakraProps<'div'>, 'children'> &
  SlotRecipeProps<'progress'> & {
    /** 0 to 100. */
    value: number;
    children?: React.ReactNode;
  };

function Root({ value, children, ...rest }: ProgressBarRootProps) {
  const id = `progress-${useId()}`;
  const { dir } = useLocaleContext();
  const state = value === MAX ? 'complete' : 'loading';
  return (
    <BarContext.Provider value={{ id, value, state, dir }}>
      <StyledRoot
        dir={dir}
        data-scope="progress"
        data-part="root"
        id={id}
        data-max={MAX}
        data-value={value}
        data-state={state}
        data-orientation="horizontal"
        style={{ '--percent': value } as React.CSSProperties}
        {...rest}
      >
        {children}
      </StyledRoot>
    </BarContext.Provider>
  );
}

function Label(props: HTMLChakraProps<'span'>) {
  const { id, dir } = useBar();
  return (
    <StyledLabel
      dir={dir}
      id={`${id}-label`}
      data-scope="progress"
      data-part="label"
      data-orientation="horizontal"
      {...props}
    />
  );
}

function ValueText(props: HTMLChakraProps<'span'>) {
  const { dir } = useBar();
  return (
    <StyledValueText
      dir={dir}
      aria-live="polite"
      data-scope="progress"
      data-part="value-text"
      {...props}
    />
  );
}

/** The progressbar itself: give it its accessible name (`aria-label`). */
function Track({
  'aria-label': label,
  ...props
}: HTMLChakraProps<'div'> & { 'aria-label': string }) {
  const { id, value, state, dir } = useBar();
  return (
    <StyledTrack
      dir={dir}
      id={`${id}-track`}
      data-scope="progress"
      data-part="track"
      role="progressbar"
      aria-label={label}
      data-max={MAX}
      aria-valuemin={0}
      aria-valuemax={MAX}
      aria-valuenow={value}
      data-orientation="horizontal"
      data-state={state}
      {...props}
    />
  );
}

function Range(props: HTMLChakraProps<'div'>) {
  const { value, state, dir } = useBar();
  return (
    <StyledRange
      dir={dir}
      data-scope="progress"
      data-part="range"
      data-orientation="horizontal"
      data-state={state}
      style={{ width: `${value}%` }}
      {...props}
    />
  );
}

/** Chakra's Progress (linear, a known value) by its parts' names: Root, Label, ValueText, Track, Range. */
export const ProgressBar = { Root, Label, ValueText, Track, Range };
