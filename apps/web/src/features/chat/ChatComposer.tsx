import { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGE_TYPES, type ChatMessage, TEXT } from '@member-area/shared';
import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Tooltip from '@mui/material/Tooltip';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../api';
import { type ChatSide, sendChatMessage } from './api';

/**
 * The text box, the image attach with its preview, and Send. As in the spec, Send does not
 * check for empty text (the server stores nothing then); sending clears the text box at once and
 * the selected image once it is stored (a failed send keeps it to send again).
 */
export function ChatComposer({
  side,
  chatId,
  onSent,
}: {
  side: ChatSide;
  chatId: string;
  onSent: (message: ChatMessage) => void;
}) {
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!image) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const send = useMutation({
    mutationFn: (input: { text: string; image: File | null }) => sendChatMessage(side, chatId, input),
    onSuccess: (res, input) => {
      if (res.message) onSent(res.message);
      // Unless another image was chosen meanwhile.
      setImage((now) => (now === input.image ? null : now));
    },
    onError: (error, input) => {
      console.error('chat: sending failed', error);
      setProblem(errorMessage(error));
      // Nothing was stored: give the text back so it can be sent again.
      setText((now) => (now === '' ? input.text : now));
    },
  });

  const submit = (e: Pick<FormEvent, 'preventDefault'>) => {
    e.preventDefault();
    // Enter sends too, past the disabled button: one message at a time.
    if (send.isPending) return;
    setProblem(null);
    send.mutate({ text, image });
    setText('');
  };

  const choose = (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (file.size > CHAT_IMAGE_MAX_BYTES) {
      setProblem(`The image is larger than ${CHAT_IMAGE_MAX_BYTES / 1024 / 1024} MB.`);
      return;
    }
    setImage(file);
  };

  return (
    <Box component="form" onSubmit={submit} sx={{ borderTop: 1, borderColor: 'divider' }}>
      {problem ? (
        <Alert severity="error" onClose={() => setProblem(null)} sx={{ borderRadius: 0, py: 0 }}>
          {problem}
        </Alert>
      ) : null}
      {preview ? (
        <Box sx={{ px: 1.5, pt: 1, display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box
            component="img"
            src={preview}
            alt="Selected image"
            sx={{ maxHeight: 96, maxWidth: 160, borderRadius: 1, border: 1, borderColor: 'divider' }}
          />
          <Tooltip title="Remove the image">
            <IconButton size="small" aria-label="Remove the image" onClick={() => setImage(null)}>
              <Close fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5, p: 1 }}>
        <InputBase
          id={inputId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
          }}
          placeholder={TEXT.chatPlaceholder}
          inputProps={{ 'aria-label': 'Message', maxLength: 2000 }}
          multiline
          maxRows={4}
          sx={{ flex: 1, px: 1, py: 0.75, borderRadius: 1, bgcolor: 'action.hover', minWidth: 0 }}
        />
        <input
          ref={fileInput}
          type="file"
          accept={CHAT_IMAGE_TYPES.join(',')}
          hidden
          aria-label="Image to attach"
          onChange={(e) => {
            choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Tooltip title="Attach an image">
          <IconButton aria-label="Attach an image" onClick={() => fileInput.current?.click()}>
            <AttachFile />
          </IconButton>
        </Tooltip>
        <Button type="submit" variant="contained" disabled={send.isPending}>
          {TEXT.chatSend}
        </Button>
      </Box>
    </Box>
  );
}
