import { ROUTES } from '@member-area/shared';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import { defineFeature } from '../../feature';
import { usePendingKyc } from '../console';
import { kycLive } from './kyc.live';
import { AdminKycQueuePage, AdminKycReviewPage, KycPage } from './pages';

export const kycFeature = defineFeature({
  name: 'kyc',
  pages: [{ path: ROUTES.kyc, Page: KycPage }],
  adminPages: [
    { path: ROUTES.adminKyc, Page: AdminKycQueuePage },
    { path: ROUTES.adminKycReview, Page: AdminKycReviewPage },
  ],
  nav: [{ label: 'KYC', to: ROUTES.kyc, icon: BadgeOutlined, place: 40 }],
  adminNav: [{ label: 'KYC', to: ROUTES.adminKyc, place: 50, useBadge: usePendingKyc }],
  live: { kyc: kycLive },
});
