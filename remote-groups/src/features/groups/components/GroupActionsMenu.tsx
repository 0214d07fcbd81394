// A card's menu button (spec sections 2 and 6): the same button, named alike, until the menu is
// first opened (click, Enter, Space, ArrowDown); the menu's chunk is fetched on hover or focus.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { IconButton, notify } from 'shared-ui';
import { LazyPartView, lazyPart, preloadOn } from 'shared-ui/lists';
import { GROUPS_TEXT, actionsLabel } from '../messages';

export type GroupAction =
  'edit' | 'add-students' | 'update-level' | 'attendance' | 'evaluation' | 'delete';

const actionsMenu = lazyPart(() => import('./ActionsMenu').then((module) => module.ActionsMenu));

interface GroupActionsMenuProps {
  title: string;
  canManage: boolean;
  onAction: (action: GroupAction) => void;
}

interface MenuButtonProps {
  label: string;
  loading?: boolean;
  /** Takes the focus when drawn (the button it replaces had it). */
  focused?: boolean;
  onOpen?: (fromKeyboard: boolean) => void;
}

function MenuButton({ label, loading = false, focused = false, onOpen }: MenuButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focused) button.current?.focus({ preventScroll: true });
  }, [focused]);
  const openFromKeyboard = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    onOpen?.(true);
  };
  return (
    <IconButton
      ref={button}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      variant="ghost"
      size="sm"
      loading={loading}
      {...preloadOn(actionsMenu)}
      // A click, or Enter or Space (which click a button); detail 0 is a key's click.
      onClick={(event) => onOpen?.(event.detail === 0)}
      onKeyDown={openFromKeyboard}
    >
      <span aria-hidden>⋮</span>
    </IconButton>
  );
}

/** The menu's chunk could not be fetched: say so once; the button tries again. */
function MenuFailed({ label, onRetry }: { label: string; onRetry: () => void }) {
  useEffect(() => {
    notify.error(GROUPS_TEXT.menuFailed);
  }, []);
  return <MenuButton label={label} focused onOpen={onRetry} />;
}

export function GroupActionsMenu({ title, canManage, onAction }: GroupActionsMenuProps) {
  const label = actionsLabel(title);
  // Null until first opened; then whether it was opened from the keyboard.
  const [opened, setOpened] = useState<{ keyboard: boolean } | null>(null);
  if (!opened) {
    return <MenuButton label={label} onOpen={(keyboard) => setOpened({ keyboard })} />;
  }
  return (
    <LazyPartView
      part={actionsMenu}
      props={{
        title,
        canManage,
        onAction,
        defaultOpen: true,
        highlightFirst: opened.keyboard,
      }}
      loading={<MenuButton label={label} loading focused={opened.keyboard} />}
      failed={(retry) => <MenuFailed label={label} onRetry={retry} />}
    />
  );
}
