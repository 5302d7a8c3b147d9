import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Close from '@mui/icons-material/Close';
import Badge from '@mui/material/Badge';
import Fab from '@mui/material/Fab';
import { lazy, Suspense, useRef } from 'react';
import { useSettings } from '../settings';
import { setChatOpen, useChatOpen } from './chat-open';
import { TAB_WIDTH, useClearOfActions } from './clear-of-actions';
import { useChatUnread } from './live-state';

const MAX_UNREAD = 99;
/** The Fab's default (large) size and its distance from the bottom of the window, in px. */
const TOGGLE_SIZE = 56;
const TOGGLE_BOTTOM = 16;
/** The top bar's height: the toggle never moves up under it. */
const TOP_BAR = 64;
/**
 * Room the shell leaves below the page content so the floating toggle never covers its last
 * control: the toggle's height, its margin and a gap. Above the foot of the page, the toggle
 * itself moves off any primary action it would cover (useClearOfActions).
 */
export const CHAT_TOGGLE_CLEARANCE = TOGGLE_SIZE + TOGGLE_BOTTOM + 8;

const ChatPanel = lazy(async () => ({ default: (await import('./ChatPanel')).ChatPanel }));

/**
 * The floating chat toggle (spec 2), shown only while the settings' menuContact is on: turning
 * it off hides toggle and panel at once, live. The badge counts unread answers.
 */
export function ChatToggle() {
  const settings = useSettings();
  const open = useChatOpen();
  const unread = useChatUnread();
  const fab = useRef<HTMLButtonElement>(null);
  const shown = Boolean(settings.data?.menuContact);
  // The panel opens above the resting toggle: while it is open the toggle stays at rest.
  const offset = useClearOfActions(fab, {
    bottom: TOGGLE_BOTTOM,
    size: TOGGLE_SIZE,
    minTop: TOP_BAR,
    active: shown && !open,
  });
  if (!shown) return null;
  const tucked = offset?.tuck !== undefined;
  // The name holds the count the badge shows (as the badge writes it), so speech and sight agree.
  const shownUnread = open || unread <= 0 ? null : unread > MAX_UNREAD ? `${MAX_UNREAD}+` : String(unread);
  return (
    <>
      {open ? (
        <Suspense fallback={null}>
          <ChatPanel />
        </Suspense>
      ) : null}
      <Fab
        ref={fab}
        color="primary"
        aria-label={open ? 'Close chat' : shownUnread ? `Open chat, ${shownUnread} unread` : 'Open chat'}
        aria-expanded={open}
        onClick={() => setChatOpen(!open)}
        sx={{
          position: 'fixed',
          right: { xs: 16, sm: 24 },
          bottom: TOGGLE_BOTTOM,
          zIndex: (t) => t.zIndex.speedDial,
          // Flush with the window's edge, a ring drawn outside would be cut off: drawn inside, in
          // the colour that reads on the button's own fill.
          ...(tucked && {
            '&.Mui-focusVisible': {
              outlineColor: (t) => t.vars?.palette.primary.contrastText ?? t.palette.primary.contrastText,
              outlineOffset: -5,
            },
          }),
        }}
        // Moved off a primary action it would cover, or tucked into a tab at the window's edge;
        // with no free place, out of the way until the page scrolls.
        style={
          offset === null
            ? { visibility: 'hidden' }
            : tucked
              ? {
                  translate: `${offset.tuck}px ${-offset.up}px`,
                  width: TAB_WIDTH,
                  minHeight: TOGGLE_SIZE,
                  borderRadius: `${TOGGLE_SIZE / 2}px 0 0 ${TOGGLE_SIZE / 2}px`,
                }
              : offset.up || offset.left
                ? { translate: `${-offset.left}px ${-offset.up}px` }
                : undefined
        }
      >
        <Badge
          color="error"
          badgeContent={open ? 0 : unread}
          max={MAX_UNREAD}
          overlap="circular"
          variant={tucked ? 'dot' : 'standard'}
        >
          {open ? <Close /> : <ChatBubbleOutline fontSize={tucked ? 'small' : 'medium'} />}
        </Badge>
      </Fab>
    </>
  );
}
