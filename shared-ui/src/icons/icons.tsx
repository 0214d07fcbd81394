// The suite's few glyphs as icons: drawn in SVG (no icon font, no extra download), hidden from
// assistive technology. The button that holds one gives it its accessible name.
import { Icon, type IconProps } from '@chakra-ui/react';

function Outline({ children, ...props }: IconProps) {
  return (
    <Icon aria-hidden focusable={false} boxSize="5" {...props}>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {children}
      </svg>
    </Icon>
  );
}

/** Three bars: opens the menu. */
export function MenuIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Outline>
  );
}

/** An open eye: show the password. */
export function EyeIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </Outline>
  );
}

/** A struck-through eye: hide the password. */
export function EyeOffIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M10.6 5.1A10.4 10.4 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.9 3.9M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
    </Outline>
  );
}
