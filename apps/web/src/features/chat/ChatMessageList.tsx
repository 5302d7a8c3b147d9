import type { ChatMessage } from '@member-area/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { relativeTime, useNow } from './relative-time';

/**
 * A thread's messages, oldest first, the newest in view. Text is rendered as text (React
 * escapes it), never as HTML; an image opens full size in a new tab.
 */
export function ChatMessageList({
  messages,
  mine,
  partnerName,
  emptyText,
}: {
  messages: readonly ChatMessage[];
  /** The sender id shown on the right, as "you". */
  mine: string;
  partnerName: string;
  emptyText: string;
}) {
  const now = useNow();
  const end = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the newest message changes
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);

  return (
    <Box
      role="log"
      aria-live="polite"
      aria-label="Messages"
      sx={{ flex: 1, overflowY: 'auto', px: 1.5, py: 1, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {messages.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ m: 'auto', textAlign: 'center', px: 2 }}>
          {emptyText}
        </Typography>
      ) : null}
      {messages.map((m) => {
        const own = m.senderId === mine;
        return (
          <Box
            key={m.id}
            data-testid="chat-message"
            sx={{ alignSelf: own ? 'flex-end' : 'flex-start', maxWidth: '85%', minWidth: 0 }}
          >
            <Box
              sx={{
                px: 1.5,
                py: 1,
                borderRadius: 2,
                bgcolor: own ? 'primary.main' : 'action.selected',
                color: own ? 'primary.contrastText' : 'text.primary',
              }}
            >
              <Typography component="span" sx={{ position: 'absolute', left: -10000 }}>
                {own ? 'You: ' : `${partnerName}: `}
              </Typography>
              {m.img ? (
                <Box component="a" href={m.img} target="_blank" rel="noopener noreferrer" sx={{ display: 'block' }}>
                  <Box
                    component="img"
                    src={m.img}
                    alt={own ? 'Image you sent' : `Image from ${partnerName}`}
                    loading="lazy"
                    sx={{ display: 'block', maxWidth: '100%', maxHeight: 220, borderRadius: 1, mb: m.text ? 0.75 : 0 }}
                  />
                </Box>
              ) : null}
              {m.text ? (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {m.text}
                </Typography>
              ) : null}
            </Box>
            <Typography
              component="time"
              dateTime={m.date}
              title={new Date(m.date).toLocaleString('en-US')}
              variant="caption"
              color="text.secondary"
              sx={{ display: 'block', textAlign: own ? 'right' : 'left', mt: 0.25 }}
            >
              {relativeTime(m.date, now)}
            </Typography>
          </Box>
        );
      })}
      <div ref={end} />
    </Box>
  );
}
