import { AVATAR_TYPES, type MemberProfile } from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { queryKeys } from '../../api';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { FileInput } from '../../ui/FileInput';
import { uploadAvatar } from './api';
import { MemberAvatar } from './MemberAvatar';

export function AvatarUpload({ profile }: { profile: MemberProfile }) {
  const id = useId();
  const queryClient = useQueryClient();
  // The avatar keeps its URL when replaced; a changing query string makes the browser load the new one.
  const [version, setVersion] = useState(0);
  const mutation = useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKeys.profile, updated);
      setVersion((v) => v + 1);
    },
  });
  const photoURL =
    profile.photoURL && version > 0
      ? `${profile.photoURL}${profile.photoURL.includes('?') ? '&' : '?'}v=${version}`
      : profile.photoURL;

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <MemberAvatar fullName={profile.fullName} photoURL={photoURL} size={72} />
      <Box sx={{ minWidth: 0 }}>
        <FormLabel htmlFor={id} sx={{ display: 'block', mb: 0.75, color: 'text.primary', fontWeight: 600 }}>
          Avatar
        </FormLabel>
        <FileInput
          id={id}
          accept={AVATAR_TYPES}
          describedBy={`${id}-hint`}
          disabled={mutation.isPending}
          onFile={(file) => mutation.mutate(file)}
        />
        <Typography id={`${id}-hint`} variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
          PNG, JPEG or WebP, up to 2 MB. {mutation.isPending ? 'Uploading…' : ''}
        </Typography>
        {mutation.isSuccess ? (
          <Alert severity="success" sx={{ mt: 1 }}>
            Avatar updated.
          </Alert>
        ) : null}
        <ErrorAlert error={mutation.error} sx={{ mt: 1 }} />
      </Box>
    </Stack>
  );
}
