import Avatar from '@mui/material/Avatar';

export function initials(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/** The member's photo, or their initials. Decorative: the name is always shown beside it. */
export function MemberAvatar({
  fullName,
  photoURL,
  size = 40,
}: {
  fullName: string;
  photoURL: string | null;
  size?: number;
}) {
  return (
    <Avatar
      src={photoURL ?? undefined}
      alt=""
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        fontWeight: 600,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      {initials(fullName)}
    </Avatar>
  );
}
