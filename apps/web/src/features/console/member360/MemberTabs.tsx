import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useListParams } from '../../../ui/useSearchParam';
import { ChatTab, FundsTab, InvestmentsTab, KycTab, MoneyTab, PositionsTab, SessionsTab } from './tabs';

/** What the member's page brings itself (its profile and actions, the network card, the audit table). */
export interface MemberTabSlots {
  profile: ReactNode;
  referrals: ReactNode;
  audit: ReactNode;
}

const TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'funds', label: 'Balances and funds' },
  { id: 'investments', label: 'Investments' },
  { id: 'positions', label: 'Positions' },
  { id: 'money', label: 'Deposits and withdrawals' },
  { id: 'kyc', label: 'KYC' },
  { id: 'sessions', label: 'Sessions' },
  { id: 'referrals', label: 'Referrals' },
  { id: 'chat', label: 'Chat' },
  { id: 'audit', label: 'Audit' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** Member 360: one tab each, in the URL (?tab=…); a tab reads its data only when shown. */
export function MemberTabs({ uid, slots }: { uid: string; slots: MemberTabSlots }) {
  const { values, set } = useListParams(['tab'] as const);
  const tab: TabId = TABS.some((t) => t.id === values.tab) ? (values.tab as TabId) : 'profile';
  const panel: Record<TabId, () => ReactNode> = {
    profile: () => slots.profile,
    funds: () => <FundsTab uid={uid} />,
    investments: () => <InvestmentsTab uid={uid} />,
    positions: () => <PositionsTab uid={uid} />,
    money: () => <MoneyTab uid={uid} />,
    kyc: () => <KycTab uid={uid} />,
    sessions: () => <SessionsTab uid={uid} />,
    referrals: () => slots.referrals,
    chat: () => <ChatTab uid={uid} />,
    audit: () => slots.audit,
  };
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_, value: TabId) => set({ tab: value === 'profile' ? '' : value })}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Member sections"
        >
          {TABS.map((t) => (
            <Tab key={t.id} value={t.id} label={t.label} id={`member-tab-${t.id}`} aria-controls="member-tab-panel" />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id="member-tab-panel" aria-labelledby={`member-tab-${tab}`}>
        {panel[tab]()}
      </Box>
    </>
  );
}
