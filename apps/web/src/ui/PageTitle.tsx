import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from './document-title';

/**
 * The page's one h1; a text heading is also the tab's title, unless `title` says otherwise. Both
 * lines may hold a member's name (a member's page, a KYC review, the greeting): they break anywhere.
 */
export function PageTitle({
  children,
  subtitle,
  title,
}: {
  children: ReactNode;
  subtitle?: ReactNode;
  title?: string;
}) {
  useDocumentTitle(title ?? (typeof children === 'string' ? children : undefined));
  return (
    <>
      {/* As wide as its words: focus lands here when the control in use left the page, and the
          ring then circles the title, not the page's whole width. */}
      <Typography
        variant="h4"
        component="h1"
        sx={{ mb: subtitle ? 0.5 : 3, overflowWrap: 'anywhere', width: 'fit-content', maxWidth: '100%' }}
      >
        {children}
      </Typography>
      {subtitle ? (
        <Typography color="text.secondary" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
          {subtitle}
        </Typography>
      ) : null}
    </>
  );
}
