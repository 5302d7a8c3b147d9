import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { visuallyHidden } from '../../ui/visually-hidden';
import { isItemActive, isNavGroup, type NavGroupItem, type NavItem, type NavLinkItem } from './nav-items';

interface Props {
  items: readonly NavItem[];
  /** The icon rail: labels stay in the accessibility tree but are not shown. */
  compact: boolean;
  onNavigate: () => void;
  onExpandRequest: () => void;
}

const itemSx = {
  minHeight: 44,
  borderRadius: 2,
  mx: 1,
  my: 0.25,
  '&.Mui-selected': { color: 'primary.main', '& .MuiListItemIcon-root': { color: 'primary.main' } },
} as const;

export function NavList({ items, compact, onNavigate, onExpandRequest }: Props) {
  const { pathname } = useLocation();
  const isActive = (item: NavLinkItem) => isItemActive(item, pathname);

  return (
    <List component="div" disablePadding sx={{ py: 1 }}>
      {items.map((item) =>
        isNavGroup(item) ? (
          <NavGroup
            key={item.label}
            group={item}
            compact={compact}
            isActive={isActive}
            onNavigate={onNavigate}
            onExpandRequest={onExpandRequest}
          />
        ) : (
          <NavLink key={item.to} item={item} compact={compact} active={isActive(item)} onNavigate={onNavigate} />
        ),
      )}
    </List>
  );
}

function NavLink({
  item,
  compact,
  active,
  nested = false,
  onNavigate,
}: {
  item: NavLinkItem;
  compact: boolean;
  active: boolean;
  nested?: boolean;
  onNavigate: () => void;
}) {
  const Icon = item.icon;
  return (
    <ListItemButton
      component={Link}
      to={item.to}
      selected={active}
      aria-current={active ? 'page' : undefined}
      title={compact ? item.label : undefined}
      onClick={onNavigate}
      sx={[itemSx, { pl: nested && !compact ? 4 : 2 }]}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={item.label} sx={compact ? visuallyHidden : undefined} />
    </ListItemButton>
  );
}

function NavGroup({
  group,
  compact,
  isActive,
  onNavigate,
  onExpandRequest,
}: {
  group: NavGroupItem;
  compact: boolean;
  isActive: (item: NavLinkItem) => boolean;
  onNavigate: () => void;
  onExpandRequest: () => void;
}) {
  const containsActive = group.children.some((c) => isActive(c));
  const [open, setOpen] = useState(containsActive);
  // Reaching a page of the group from elsewhere (the account menu, a link) opens the group.
  useEffect(() => {
    if (containsActive) setOpen(true);
  }, [containsActive]);
  const Icon = group.icon;
  const listId = `nav-group-${group.label.toLowerCase().replace(/\W+/g, '-')}`;
  const expanded = open && !compact;

  return (
    <>
      <ListItemButton
        onClick={() => {
          if (compact) {
            onExpandRequest();
            setOpen(true);
          } else {
            setOpen((o) => !o);
          }
        }}
        aria-expanded={expanded}
        aria-controls={listId}
        title={compact ? group.label : undefined}
        sx={[itemSx, { pl: 2 }, containsActive && compact ? { color: 'primary.main' } : {}]}
      >
        <ListItemIcon sx={{ minWidth: 40, color: containsActive && compact ? 'primary.main' : undefined }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={group.label} sx={compact ? visuallyHidden : undefined} />
        {compact ? null : expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={expanded} timeout="auto" id={listId}>
        <List component="div" disablePadding>
          {group.children.map((child) => (
            <NavLink
              key={child.to}
              item={child}
              compact={compact}
              nested
              active={isActive(child)}
              onNavigate={onNavigate}
            />
          ))}
        </List>
      </Collapse>
    </>
  );
}
