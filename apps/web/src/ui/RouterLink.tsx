import Link, { type LinkProps } from '@mui/material/Link';
import { Link as RouterLinkBase } from 'react-router';

type Props = Omit<LinkProps, 'href' | 'component'> & { to: string; state?: unknown };

/** An MUI Link that navigates inside the app. */
export function RouterLink({ to, state, ...rest }: Props) {
  return <Link component={RouterLinkBase} to={to} state={state} {...rest} />;
}
