import { adminMemberPath, type MoneyMember } from '@member-area/shared';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../ui/RouterLink';

/** Who a money row belongs to: the user name (a link to the member), the full name under it. */
export function MemberCell({ member }: { member: MoneyMember }) {
  return (
    <>
      <RouterLink to={adminMemberPath(member.uid)} sx={{ overflowWrap: 'anywhere' }}>
        {member.userName}
      </RouterLink>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {member.fullName}
      </Typography>
    </>
  );
}
