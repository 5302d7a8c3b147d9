export { ReferralsPage } from './ReferralsPage';
