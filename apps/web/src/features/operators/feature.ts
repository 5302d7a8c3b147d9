import { ROUTES } from '@member-area/shared';
import { defineFeature } from '../../feature';
import { OperatorsPage } from './pages';

export const operatorsFeature = defineFeature({
  name: 'operators',
  adminPages: [{ path: ROUTES.adminOperators, Page: OperatorsPage }],
  adminNav: [{ label: 'Operators', to: ROUTES.adminOperators, place: 75 }],
});
