import { type OpenChatResponse, TEXT } from '@member-area/shared';
import Close from '@mui/icons-material/Close';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../../api';
import { fetchOpenChat, markChatRead } from './api';
import { ChatComposer } from './ChatComposer';
import { ChatMessageList } from './ChatMessageList';
import { setChatOpen } from './chat-open';
import { useChatUnread } from './live-state';
import { addToThread } from './merge-messages';

/** The floating 'Live Chat' panel: the member's thread with the support contact. */
export function ChatPanel() {
  const queryClient = useQueryClient();
  // Opening the chat creates the thread and both index entries when missing (server side).
  const chat = useQuery({
    queryKey: queryKeys.chatThread,
    queryFn: ({ signal }) => fetchOpenChat(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const unread = useChatUnread();
  const chatId = chat.data?.chatId;
  useEffect(() => {
    if (chatId && unread > 0) {
      markChatRead('member', chatId).catch((error: unknown) => console.error('chat: marking read failed', error));
    }
  }, [chatId, unread]);
  useEffect(() => {
    if (chat.error) console.error('chat: opening failed', chat.error);
  }, [chat.error]);

  const partner = chat.data?.partner;
  return (
    <Paper
      role="dialog"
      aria-label={TEXT.chatTitle}
      elevation={12}
      sx={{
        position: 'fixed',
        right: { xs: 8, sm: 24 },
        bottom: 88,
        zIndex: (t) => t.zIndex.speedDial,
        width: { xs: 'calc(100vw - 16px)', sm: 380 },
        height: { xs: 'min(70vh, 560px)', sm: 'min(560px, calc(100vh - 120px))' },
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        borderRadius: 2,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 1.5,
          py: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <Avatar src={partner?.photoURL ?? undefined} alt="" sx={{ width: 36, height: 36 }}>
          {partner?.displayName.slice(0, 1)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem', lineHeight: 1.2 }}>
            {TEXT.chatTitle}
          </Typography>
          <Typography variant="caption" noWrap sx={{ display: 'block', opacity: 0.9 }}>
            {partner?.displayName ?? '\u00a0'}
          </Typography>
        </Box>
        <IconButton color="inherit" aria-label="Close chat" onClick={() => setChatOpen(false)} size="small">
          <Close />
        </IconButton>
      </Box>
      {chat.data ? (
        <>
          <ChatMessageList
            messages={chat.data.messages}
            mine={chat.data.me}
            partnerName={chat.data.partner.displayName}
            emptyText="Ask us anything: a person from our team answers here."
          />
          <ChatComposer
            side="member"
            chatId={chat.data.chatId}
            onSent={(message) => addToThread<OpenChatResponse>(queryClient, queryKeys.chatThread, message)}
          />
        </>
      ) : (
        <Box sx={{ flex: 1, display: 'grid', placeItems: 'center' }}>
          {chat.isError ? (
            <Typography variant="body2" color="text.secondary">
              The chat is not available right now.
            </Typography>
          ) : (
            <CircularProgress size={28} aria-label="Loading the chat" />
          )}
        </Box>
      )}
    </Paper>
  );
}
