import { INVESTMENT_ROUTES } from '@member-area/shared';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import { defineFeature } from '../../feature';
import { investmentsLive } from './investments.live';
import {
  AddInvestmentPage,
  AdminInvestmentsPage,
  AdminPackagesPage,
  InvestmentInvoicePage,
  InvestmentPage,
} from './pages';

export const investmentsFeature = defineFeature({
  name: 'investments',
  pages: [
    { path: INVESTMENT_ROUTES.investment, Page: InvestmentPage },
    { path: INVESTMENT_ROUTES.addInvestment, Page: AddInvestmentPage },
    { path: INVESTMENT_ROUTES.invoiceInvestment, Page: InvestmentInvoicePage },
  ],
  adminPages: [
    { path: INVESTMENT_ROUTES.adminPackages, Page: AdminPackagesPage },
    { path: INVESTMENT_ROUTES.adminInvestments, Page: AdminInvestmentsPage },
  ],
  nav: [
    {
      label: 'Investment',
      to: INVESTMENT_ROUTES.investment,
      icon: SavingsOutlined,
      place: 50,
      detailRoutes: [INVESTMENT_ROUTES.addInvestment, INVESTMENT_ROUTES.invoiceInvestment],
    },
  ],
  adminNav: [
    { label: 'Packages', to: INVESTMENT_ROUTES.adminPackages, place: 41 },
    { label: 'Investments', to: INVESTMENT_ROUTES.adminInvestments, place: 42 },
  ],
  live: { investments: investmentsLive },
});
