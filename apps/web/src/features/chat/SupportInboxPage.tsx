import {
  adminMemberPath,
  SUPPORT_INBOX_PAGE_SIZE,
  type SupportThread,
  type SupportThreadResponse,
  TEXT,
} from '@member-area/shared';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { queryKeys } from '../../api';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PageTitle } from '../../ui/PageTitle';
import { RouterLink } from '../../ui/RouterLink';
import { fetchSupportThread, fetchSupportThreads, markChatRead } from './api';
import { ChatComposer } from './ChatComposer';
import { ChatMessageList } from './ChatMessageList';
import { addToThread } from './merge-messages';
import { relativeTime, useNow } from './relative-time';

const PAGE_SIZE = SUPPORT_INBOX_PAGE_SIZE;

function RealFree({ real }: { real: boolean }) {
  return (
    <Chip
      size="small"
      color={real ? 'success' : 'default'}
      variant={real ? 'filled' : 'outlined'}
      label={real ? TEXT.badgeReal : TEXT.badgeFree}
    />
  );
}

/**
 * /admin/support: every member's thread with the support contact, newest first, with unread
 * counts; any operator answers as the support contact. Both directions are live.
 */
export function SupportInboxPage() {
  const [params, setParams] = useSearchParams();
  const selected = params.get('chat');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const now = useNow();
  const threads = useQuery({
    queryKey: queryKeys.admin.supportThreads(page),
    queryFn: ({ signal }) => fetchSupportThreads(page, signal),
    placeholderData: keepPreviousData,
  });

  const select = (chatId: string | null) => {
    const next = new URLSearchParams(params);
    if (chatId) next.set('chat', chatId);
    else next.delete('chat');
    setParams(next);
  };

  return (
    <>
      <PageTitle subtitle="Members' chats with support, newest first. You answer as the support contact.">
        Support inbox
      </PageTitle>
      <ErrorAlert error={threads.error} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(300px, 400px) minmax(0, 1fr)' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <Paper
          variant="outlined"
          component="section"
          aria-label="Threads"
          sx={{ display: { xs: selected ? 'none' : 'block', md: 'block' } }}
        >
          {threads.isPending ? <CenteredSpinner /> : null}
          {threads.data && threads.data.rows.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
              No member has written yet.
            </Typography>
          ) : null}
          <List disablePadding>
            {threads.data?.rows.map((t) => (
              <ListItem key={t.chatId} disablePadding divider>
                <ListItemButton
                  selected={t.chatId === selected}
                  aria-current={t.chatId === selected ? 'true' : undefined}
                  onClick={() => select(t.chatId)}
                >
                  <ListItemAvatar>
                    <Badge color="error" badgeContent={t.unread} max={99} overlap="circular">
                      <Avatar src={t.photoURL ?? undefined} alt="">
                        {t.fullName.slice(0, 1)}
                      </Avatar>
                    </Badge>
                  </ListItemAvatar>
                  <ListItemText
                    sx={{ minWidth: 0 }}
                    // Name and user name each on a line of their own, wrapping rather than cut:
                    // members with long names read as "@…" and could not be told apart.
                    primary={
                      <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
                        <Box
                          component="span"
                          sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontWeight: t.unread > 0 ? 700 : 500 }}
                        >
                          {t.fullName}
                        </Box>
                        <Typography component="span" variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                          {t.date ? relativeTime(t.date, now) : ''}
                        </Typography>
                      </Box>
                    }
                    secondary={
                      <>
                        {t.userName ? (
                          <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                            @{t.userName}
                          </Box>
                        ) : null}
                        <Box
                          component="span"
                          sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                        >
                          {t.unread > 0 ? `${t.unread} unread · ` : ''}
                          {t.lastMessage || 'No messages yet'}
                        </Box>
                      </>
                    }
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          {threads.data && threads.data.total > PAGE_SIZE ? (
            <Pagination
              // The thread column is narrow (a third of a desktop, a phone's width): at most seven
              // small items, so the pager never wraps its arrows onto a second line.
              size="small"
              siblingCount={0}
              sx={{ p: 1, display: 'flex', justifyContent: 'center' }}
              // Past its count the total is a lower bound: there is at least one thread more.
              count={Math.ceil((threads.data.total + (threads.data.totalExact ? 0 : 1)) / PAGE_SIZE)}
              page={page}
              onChange={(_e, p) => {
                const next = new URLSearchParams(params);
                next.set('page', String(p));
                setParams(next);
              }}
            />
          ) : null}
        </Paper>
        {selected ? (
          <SupportThreadView key={selected} chatId={selected} onBack={() => select(null)} />
        ) : (
          <Paper
            variant="outlined"
            sx={{ display: { xs: 'none', md: 'grid' }, placeItems: 'center', minHeight: 320, p: 3 }}
          >
            <Typography color="text.secondary">Choose a thread to read and answer it.</Typography>
          </Paper>
        )}
      </Box>
    </>
  );
}

function MemberLine({ thread }: { thread: SupportThread }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', minWidth: 0 }}>
      <Avatar src={thread.photoURL ?? undefined} alt="" sx={{ display: { xs: 'none', sm: 'flex' } }}>
        {thread.fullName.slice(0, 1)}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
          <RouterLink to={adminMemberPath(thread.memberId)}>{thread.fullName}</RouterLink>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {thread.userName ? `@${thread.userName}` : ''}
        </Typography>
      </Box>
      <RealFree real={thread.userTrading} />
    </Box>
  );
}

function SupportThreadView({ chatId, onBack }: { chatId: string; onBack: () => void }) {
  const queryClient = useQueryClient();
  const key = queryKeys.admin.supportThread(chatId);
  const thread = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchSupportThread(chatId, signal),
  });
  // Seen as soon as it shows: on opening, and whenever a member's new message arrives in it.
  const last = thread.data?.messages.at(-1);
  const fromMember = last !== undefined && last.senderId !== thread.data?.supportId;
  const unread = thread.data?.thread.unread ?? 0;
  const lastId = last?.id;
  useEffect(() => {
    if (unread > 0 || (fromMember && lastId)) {
      markChatRead('support', chatId).catch((error: unknown) => console.error('support: marking read failed', error));
    }
  }, [chatId, unread, fromMember, lastId]);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Conversation"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: { xs: 'calc(100vh - 220px)', md: 'min(640px, calc(100vh - 240px))' },
        minHeight: 360,
      }}
    >
      <Box sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider', display: 'flex', gap: 1, alignItems: 'center' }}>
        <Button onClick={onBack} startIcon={<ArrowBack />} size="small" sx={{ display: { md: 'none' }, flexShrink: 0 }}>
          Threads
        </Button>
        {thread.data ? <MemberLine thread={thread.data.thread} /> : null}
      </Box>
      <ErrorAlert error={thread.error} />
      {thread.data ? (
        <>
          <ChatMessageList
            messages={thread.data.messages}
            mine={thread.data.supportId}
            partnerName={thread.data.thread.fullName}
            emptyText="No messages yet."
          />
          <ChatComposer
            side="support"
            chatId={chatId}
            onSent={(message) => addToThread<SupportThreadResponse>(queryClient, key, message)}
          />
        </>
      ) : thread.isPending ? (
        <CenteredSpinner />
      ) : null}
    </Paper>
  );
}
